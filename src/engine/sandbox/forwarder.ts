/**
 * The forwarder that runs inside the sandbox's empty network namespace: it
 * listens on the sandbox's loopback and passes every connection to the egress
 * proxy's unix socket (visible inside at its own path). It is plain CommonJS so the node
 * binary that runs the action can run it with nothing else installed.
 */
export const FORWARDER_SOURCE = `'use strict';
const fs = require('fs');
const net = require('net');
const socketPath = process.argv[2];
const server = net.createServer((client) => {
  const upstream = net.connect(socketPath);
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', close);
  upstream.on('error', close);
  client.on('close', close);
  upstream.on('close', close);
  client.pipe(upstream);
  upstream.pipe(client);
});
// The reader takes one line and closes its end; nothing is written after it.
server.listen(0, '127.0.0.1', () => fs.writeSync(1, server.address().port + '\\n'));
`;
