// The server's module-to-module imports not removed yet (docs/architecture.md, Server modules). It only shrinks: a new
// edge fails the lint, and the server's module-boundaries test fails on an entry whose edge is gone.
const edges = (reason, ...pairs) => pairs.map((pair) => ({ ...pair, reason }));
const uses = (to, ...from) => from.map((name) => ({ from: name, to }));

export const serverModuleEdges = [
  ...edges('a password change and the session list check passwords and renew sessions through auth', ...uses('auth', 'profile', 'sessions')),
  ...edges('two-factor hashes its recovery codes and renews the session through auth', ...uses('auth', 'two-factor')),
  ...edges(
    'flows link the files uploaded for them',
    ...uses('uploads', 'cases', 'complaints', 'renewal', 'resignation', 'vehicle-sale'),
  ),
  ...edges('a complaint is a case of its own type', ...uses('cases', 'complaints')),
  ...edges('the modification mail and PID files use the PDF layout and document names', ...uses('documents', 'motor-modification')),
  ...edges('travel search reuses the vehicle sale\'s policy lookup and its not-found answer', ...uses('vehicle-sale', 'travel-search')),
  ...edges('a hand-off reads the user it is made for', ...uses('user', 'handoffs')),
];
