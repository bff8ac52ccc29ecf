// The site header: logo, main links (the reservation check opens its modal), the cart count (from the bus; a link
// back to the rooms of the hotel page they were chosen on, or a tip that the cart is empty) and the account entry: the login button (opens the shell's login modal) or, with a session, the user menu.
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { getEventBus, hasSession, readHeaderSettings, toPersianDigits } from '@rahi/shared-contracts';
import { useAuth, useCart } from '@rahi/shared-ui/bus';
import { Ltr } from '@rahi/shared-ui/components';
import { lazy, Suspense, startTransition, useCallback, useEffect, useState } from 'react';
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
 * MUI's Tooltip (with Popper.js, about 10 KiB gzip) for the cart's button, loaded once the header has hydrated:
 * null until then. It joins the header in a transition, a commit after the app's first: mounting, it sets state
 * from a ref, which React would otherwise render in the same task as every effect of that first commit.
 */
function useLateTooltip(): TooltipComponent | null {
  const [tooltip, setTooltip] = useState<TooltipComponent | null>(null);
  useEffect(() => {
    let mounted = true;
    // A `deferred-` chunk: asked for after the page has started (tooling/webpack/startup-report.js).
    import(/* webpackChunkName: "deferred-tooltip" */ '@mui/material/Tooltip').then(
      (module) => mounted && startTransition(() => setTooltip(() => module.default)),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return tooltip;
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
  const Tooltip = useLateTooltip();
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
          ) : Tooltip ? (
            <Tooltip title={cart.length === 0 ? CART_EMPTY : cartLabel} enterTouchDelay={0} describeChild>
              {cartButton}
            </Tooltip>
          ) : (
            cartButton
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
