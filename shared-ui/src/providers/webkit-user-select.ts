// The one vendor prefix the apps' CSS still needs: Safari reads `user-select` only as `-webkit-user-select`
// (MUI's buttons, icons and labels set it, so a long press selects no text). Every other prefix stylis's
// prefixer writes (flexbox, transitions, transforms, grid for old Edge) is for browsers we do not support,
// and the prefixer made the CSS a quarter larger and slower to build (ADR 0007).
import { DECLARATION, type Middleware } from 'stylis';

/** A stylis middleware: writes `-webkit-user-select` before each `user-select` declaration. */
export const webkitUserSelect: Middleware = (element) => {
  if (element.type === DECLARATION && element.props === 'user-select')
    element.return = `-webkit-${element.value}${element.value}`;
};
