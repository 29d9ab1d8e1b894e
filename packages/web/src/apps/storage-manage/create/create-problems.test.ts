import { describe, expect, it } from 'vitest';
import { problemsOfMember, problemsOfRefusal } from './create-problems';

describe('problemsOfRefusal', () => {
  it('takes every problem the daemon listed, with its field', () => {
    const problems = problemsOfRefusal({
      code: 'C102007',
      message: 'first',
      data: {
        errors: [
          { field: 'sys.1', code: 'C102007', message: '所选硬盘容量应大于等于100GB' },
          { field: 'name', code: 'C102017', message: '存储池名称已存在' },
        ],
      },
    });
    expect(problems).toEqual([
      { field: 'sys.1', code: 'C102007', message: '所选硬盘容量应大于等于100GB' },
      { field: 'name', code: 'C102017', message: '存储池名称已存在' },
    ]);
  });

  it('takes the refusal itself when nothing is listed, for the field asked about', () => {
    expect(problemsOfRefusal({ code: 'N300008', message: '无法开始格式化', data: null })).toEqual([
      { field: '', code: 'N300008', message: '无法开始格式化' },
    ]);
    expect(problemsOfRefusal({ code: 'C102016', message: 'bad', data: { errors: [{}] } }, 'name')).toEqual([
      { field: 'name', code: 'C102016', message: 'bad' },
    ]);
  });
});

describe('problemsOfMember', () => {
  it('finds the problems of one chosen disk by its place in sys', () => {
    const problems = [
      { field: 'sys.0', code: 1, message: 'a' },
      { field: 'sys.1', code: 2, message: 'b' },
      { field: 'sys.10', code: 3, message: 'c' },
    ];
    expect(problemsOfMember(problems, 1).map((problem) => problem.message)).toEqual(['b']);
  });
});
