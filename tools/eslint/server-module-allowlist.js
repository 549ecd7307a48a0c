// The server's module-to-module imports not removed yet (docs/architecture.md, Server modules). It only shrinks: a new
// edge fails the lint, and the server's module-boundaries test fails on an entry whose edge is gone.
const edges = (reason, ...pairs) => pairs.map((pair) => ({ ...pair, reason }));
const uses = (to, ...from) => from.map((name) => ({ from: name, to }));

export const serverModuleEdges = [
  ...edges('profile and sessions end or renew sessions through auth', ...uses('auth', 'profile', 'sessions')),
  ...edges('two-factor opens the session of a completed login through auth', ...uses('auth', 'two-factor')),
  ...edges(
    'every servicing flow records its action in the servicing history',
    ...uses('servicing', 'cases', 'complaints', 'motor-modification', 'policies', 'renewal', 'resignation', 'vehicle-sale'),
  ),
  ...edges(
    'flows link the files uploaded for them',
    ...uses('uploads', 'cases', 'complaints', 'renewal', 'resignation', 'vehicle-sale'),
  ),
  ...edges('a complaint is a case of its own type', ...uses('cases', 'complaints')),
  ...edges('the modification mail and PID files use the PDF layout and document names', ...uses('documents', 'motor-modification')),
  ...edges('the modification mail goes through the mail queue', ...uses('mail', 'motor-modification')),
  ...edges('the catalogue search name of a car', ...uses('vehicle-catalogue', 'motor-modification')),
  ...edges('motor modification and travel search borrow vehicle-sale helpers', ...uses('vehicle-sale', 'motor-modification', 'travel-search')),
  ...edges('a hand-off reads the user it is made for', ...uses('user', 'handoffs')),
  ...edges('readiness reads the last housekeeping run', ...uses('housekeeping', 'health')),
  ...edges(
    'housekeeping runs every module\'s retention',
    ...uses('auth', 'housekeeping'),
    ...uses('logging', 'housekeeping'),
    ...uses('renewal', 'housekeeping'),
    ...uses('resignation', 'housekeeping'),
    ...uses('tracking', 'housekeeping'),
    ...uses('uploads', 'housekeeping'),
  ),
];
