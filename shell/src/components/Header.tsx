// The site header: logo, main links (the reservation check opens its modal), the cart count (from the bus; a link
// back to the rooms of the hotel page they were chosen on, or a tip that the cart is empty) and the account entry: the login button (opens the shell's login modal) or, with a session, the user menu.
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { getEventBus, hasSession, readHeaderSettings, toPersianDigits } from '@rahi/shared-contracts';
import { useAuth, useCart } from '@rahi/shared-ui/bus';
import { Ltr } from '@rahi/shared-ui/components';
import {
  cloneElement,
  lazy,
  type ReactElement,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useHeaderFooter } from '../header-footer/use-header-footer';
import { cartLink, showCartInPlace, useCartPage } from './cart-page';
import { CartIcon, MenuIcon, PersonIcon } from './icons';
import { HEADER_LINKS, RESERVE_STATUS, toSiteLinks } from './site-links';
import { UserMenu } from './UserMenu';

const CART_EMPTY = 'سبد رزرو خالی است؛ اتاق را در صفحهٔ هتل انتخاب کنید.';

const MobileMenu = lazy(() => import('./MobileMenu'));
const CheckReservationModal = lazy(() => import('../reservation/CheckReservationModal'));

type TooltipComponent = typeof import('@mui/material/Tooltip').default;

/**
 * The cart's button while there is no cart page to go back to, with its hint (`title`) in MUI's Tooltip. The
 * Tooltip (with Popper.js, 13 KiB gzip) loads the first time the button is pointed at, focused or pressed, and
 * opens then if the pointer, a press or focus is still on it; from then on it is MUI's Tooltip as usual. Wrapped,
 * the button is a new element: focus, if it was on the old one, moves to it.
 */
function CartHint({ title, button }: { title: string; button: ReactElement<IconButtonProps> }) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(null);
  const [open, setOpen] = useState(false);
  const asked = useRef(false);
  const pressed = useRef(false);
  const refocus = useRef(false);
  const wrapped = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (Tooltip && refocus.current) wrapped.current?.focus();
    refocus.current = false;
  }, [Tooltip]);
  const load = (event: React.SyntheticEvent<HTMLElement>) => {
    if (event.type === 'click') pressed.current = true;
    if (asked.current) return;
    asked.current = true;
    const target = event.currentTarget;
    // A `deferred-` chunk: asked for after the page has started (tooling/webpack/startup-report.js).
    import(/* webpackChunkName: "deferred-tooltip" */ '@mui/material/Tooltip').then(
      (module) => {
        refocus.current = target.ownerDocument.activeElement === target;
        setOpen(pressed.current || refocus.current || target.matches(':hover'));
        setTooltip(() => module.default);
      },
      () => {
        asked.current = false; // offline for a moment: the next pointing asks again
      },
    );
  };
  if (!Tooltip) return cloneElement(button, { onPointerEnter: load, onFocus: load, onClick: load });
  return (
    <Tooltip
      title={title}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      enterTouchDelay={0}
      describeChild
    >
      {cloneElement(button, { ref: wrapped })}
    </Tooltip>
  );
}

export function Header() {
  const bus = getEventBus();
  const cart = useCart();
  const auth = useAuth();
  const headerFooter = useHeaderFooter();
  const links = headerFooter ? toSiteLinks(headerFooter.header.links) : HEADER_LINKS;
  const support = readHeaderSettings(headerFooter?.header.settings);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const [checkOpen, setCheckOpen] = useState(false);
  const [checkWanted, setCheckWanted] = useState(false);
  const closeCheck = useCallback(() => setCheckOpen(false), []);
  const openCheck = () => {
    setCheckWanted(true);
    setCheckOpen(true);
  };
  const cartLabel = `سبد رزرو: ${toPersianDigits(cart.length)} اتاق`;
  const cartPage = useCartPage();
  const cartBadge = (
    <Badge
      badgeContent={toPersianDigits(cart.length)}
      invisible={cart.length === 0}
      color="secondary"
      data-testid="cart-count"
    >
      <CartIcon />
    </Badge>
  );
  const cartButton = <IconButton aria-label={cartLabel}>{cartBadge}</IconButton>;

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 56, md: 64 } }}>
          <IconButton
            aria-label="باز کردن منو"
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box
            component={RouterLink}
            to="/"
            aria-label="راهی، صفحه اصلی"
            sx={{ fontWeight: 800, fontSize: 26, color: 'primary.main', textDecoration: 'none', ml: 2 }}
          >
            راهی
          </Box>
          <Box
            component="nav"
            aria-label="پیوندهای اصلی"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}
          >
            {links.map((link) =>
              link.to === RESERVE_STATUS ? (
                <Button key={link.to} color="inherit" aria-haspopup="dialog" onClick={openCheck}>
                  {link.label}
                </Button>
              ) : (
                <Button key={link.to} component={RouterLink} to={link.to} color="inherit">
                  {link.label}
                </Button>
              ),
            )}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          {support.phone && (
            <Box
              component="a"
              href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}
              data-testid="support-phone"
              sx={{
                display: { xs: 'none', lg: 'flex' },
                flexDirection: 'column',
                alignItems: 'flex-end',
                color: 'text.secondary',
                textDecoration: 'none',
                fontSize: 13,
                lineHeight: 1.5,
                ml: 1,
                '&:hover': { color: 'primary.main' },
              }}
            >
              <span>
                پشتیبانی: <Ltr>{toPersianDigits(support.phone)}</Ltr>
              </span>
              {support.supportHours && <span>{support.supportHours}</span>}
            </Box>
          )}
          {cart.length > 0 && cartPage ? (
            <IconButton
              component={RouterLink}
              to={cartLink(cartPage)}
              onClick={(event: React.MouseEvent) => showCartInPlace(cartPage, event)}
              aria-label={cartLabel}
              title={cartLabel}
            >
              {cartBadge}
            </IconButton>
          ) : (
            <CartHint title={cart.length === 0 ? CART_EMPTY : cartLabel} button={cartButton} />
          )}
          {hasSession(auth) ? (
            <UserMenu session={auth} />
          ) : (
            <Button
              variant="outlined"
              startIcon={<PersonIcon />}
              aria-haspopup="dialog"
              onClick={() => bus.emit({ type: 'auth/login-requested' })}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              ورود / ثبت‌نام
            </Button>
          )}
        </Toolbar>
      </Container>
      {checkWanted && (
        <Suspense fallback={null}>
          <CheckReservationModal open={checkOpen} onClose={closeCheck} />
        </Suspense>
      )}
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu
            links={links}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            onCheckReservation={openCheck}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
