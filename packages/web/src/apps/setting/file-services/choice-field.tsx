import { Form, Radio } from 'antd';

/** A setting chosen among a few values, as radio buttons under its label, with a hint below. */
export function ChoiceField<V extends string>({
  label,
  hint,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  hint: string;
  /** The radio group's name, also its test id. */
  name: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <Form.Item label={label} help={hint}>
      <Radio.Group
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        aria-label={label}
        name={name}
        data-testid={name}
        options={options}
      />
    </Form.Item>
  );
}
