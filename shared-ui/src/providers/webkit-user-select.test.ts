import { compile, middleware, serialize, stringify } from 'stylis';
import { webkitUserSelect } from './webkit-user-select';

const run = (css: string) => serialize(compile(css), middleware([webkitUserSelect, stringify]));

describe('webkitUserSelect', () => {
  it('writes -webkit-user-select before user-select, in nested and media rules too', () => {
    expect(run('.a{user-select:none;color:red;}')).toBe(
      '.a{-webkit-user-select:none;user-select:none;color:red;}',
    );
    expect(run('.a{&:hover{user-select:text;}}')).toBe(
      '.a:hover{-webkit-user-select:text;user-select:text;}',
    );
    expect(run('@media (min-width:600px){.a{user-select:none;}}')).toBe(
      '@media (min-width:600px){.a{-webkit-user-select:none;user-select:none;}}',
    );
  });

  it('leaves every other declaration as written (no flexbox or transition prefixes)', () => {
    const css = '.a{display:flex;align-items:center;transition:opacity 1s;transform:translateX(4px);}';
    expect(run(css)).toBe(css);
  });
});
