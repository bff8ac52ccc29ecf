// What Rahi's apps use of react-router-dom, shared under its name (shared-dependencies.js). A shared module is
// provided whole: shared as itself, react-router's production index (its data routers, server handlers, RSC and
// turbo-stream code too) came to 61 KiB gzip on every page. Shared as this module, only what these lines name is
// bundled. shared-subsets.test.js fails when an app imports a name that is missing here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
