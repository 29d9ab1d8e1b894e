import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SideCard, SideCards } from './side-card';

describe('SideCard', () => {
  it('is a region named by its heading, with its text, its buttons and the attributes given', () => {
    render(
      <SideCards>
        <SideCard
          title="New disks found"
          data-testid="card"
          data-kind="offer"
          actions={<button>Later</button>}
        >
          <p>Two disks.</p>
        </SideCard>
      </SideCards>,
    );
    const card = screen.getByRole('region', { name: 'New disks found' });
    expect(card).toBe(screen.getByTestId('card'));
    expect(card).toHaveAttribute('data-kind', 'offer');
    expect(card).toHaveTextContent('Two disks.');
    expect(screen.getByRole('heading', { level: 2, name: 'New disks found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Later' })).toBeInTheDocument();
  });

  it('renders no button row without actions', () => {
    const { container } = render(<SideCard title="Note">text</SideCard>);
    expect(container.querySelector('.side-card__actions')).toBeNull();
  });
});
