// The read side of bench/writes/under-load.ts, in a process of its own so that the load generator does not
// share an event loop with the writer: autocannon, each connection cycling through the given paths, for a
// bounded duration. Prints autocannon's summary as JSON.
//
//   node bench/writes/mixed-load.mjs <base url> <connections> <seconds> '<json array of paths>'
import autocannon from 'autocannon';

const [url, connections, seconds, paths] = process.argv.slice(2);
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  timeout: 30,
  requests: JSON.parse(paths).map((path) => ({ method: 'GET', path })),
});
console.log(
  JSON.stringify({
    requestsPerSecond: Math.round(result.requests.average),
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);
