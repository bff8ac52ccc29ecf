// What Rahi's apps use of rxjs (the bus in shared-contracts, its hooks in shared-ui), shared under its name
// (shared-dependencies.js) so a page runs one copy of it instead of one per app: a shared module is provided whole,
// and rxjs's index would be every operator. Its files are named by path: `from 'rxjs'` here would ask for the
// shared module itself, which would wait for itself. shared-subsets.test.js fails when an app imports a name
// missing here.
export { BehaviorSubject } from 'rxjs/internal/BehaviorSubject';
export { distinctUntilChanged } from 'rxjs/internal/operators/distinctUntilChanged';
export { filter } from 'rxjs/internal/operators/filter';
export { map } from 'rxjs/internal/operators/map';
export { Subject } from 'rxjs/internal/Subject';
