/**
 * Issue #50, the unix supervisor's cap (src/engine/sandbox/supervisor-source.ts,
 * `$MAX_RUNNING`): it decides each connect, sendto, sendmsg and sendmmsg in a child of its
 * own, at most 64 at once, so a tool's processes cannot make it fork without bound; a call
 * past the cap is answered EAGAIN at once. Through the real boundary: 80 processes of one
 * Bash call connect to a socket in the workspace whose listener never accepts (a backlog of
 * 0: the first connect is queued, the others wait in the supervisor's children). 64 are held,
 * those past the cap get EAGAIN; once the listener goes the held ones are refused, and the
 * cap is free again: a later connect is reached.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowedDomains } from '../../src/engine/sandbox/domains.js';
import { openSandbox, type Sandbox } from '../../src/engine/sandbox/index.js';
import { createBashTool } from '../../src/engine/tools/built-in.js';
import { makeContext, noRedaction, text } from '../tools/helpers.js';
import {
  isRoot,
  makeFakeRunner,
  removeUser,
  ROOT_REASON,
  uniqueUserName,
  type FakeRunner,
} from './helpers.js';

/** The supervisor's cap on calls decided at once. */
const CAP = 64;
const CONNECTORS = 80;

/**
 * flood.pl <n>: n processes connect to held.sock, which never accepts. Waits (30 s at most)
 * until all but the held ones answered, then closes the listener and prints each answer's
 * count: `ok`, `EAGAIN`, or the error the held ones got when it closed.
 */
const FLOOD = `use strict;
use POSIX ();
my ($n, $held) = @ARGV;
unlink 'held.sock';
socket(my $l, 1, 1, 0) or die "socket: $!";
bind($l, pack('S a*', 1, 'held.sock')) or die "bind: $!";
listen($l, 0) or die "listen: $!";
pipe(my $r, my $w) or die "pipe: $!";
for (1 .. $n) {
  my $pid = fork // die "fork: $!";
  next if $pid;
  # Only the parent holds the listener: closing it must close it.
  close $r; close $l;
  alarm 60;
  socket(my $s, 1, 1, 0) or POSIX::_exit(1);
  my $said = connect($s, pack('S a*', 1, 'held.sock')) ? 'ok' : $!{EAGAIN} ? 'EAGAIN' : 'refused';
  syswrite($w, "$said\\n");
  POSIX::_exit(0);
}
close $w;
# Unbuffered: select sees only what sysread has not taken yet.
my %seen;
my $buffer = '';
my $count = sub { $seen{$1}++ while $buffer =~ s/^(\\w+)\\n// };
my $answered = sub { my $sum = 0; $sum += $_ for values %seen; $sum };
my $deadline = time + 30;
while ($answered->() < $n - $held && time < $deadline) {
  my $ready = '';
  vec($ready, fileno($r), 1) = 1;
  next unless select($ready, undef, undef, 0.5) > 0;
  sysread($r, $buffer, 4096, length $buffer) or last;
  $count->();
}
close $l;
while (sysread($r, $buffer, 4096, length $buffer)) { $count->() }
1 while wait > 0;
print join(',', map { "$_=$seen{$_}" } sort keys %seen), "\\n";
`;

/** once.pl: one connect to a listener of its own (accepted), prints `ok` or the error. */
const ONCE = `use strict;
unlink 'once.sock';
socket(my $l, 1, 1, 0) or die; bind($l, pack('S a*', 1, 'once.sock')) or die; listen($l, 8) or die;
socket(my $s, 1, 1, 0) or die;
print connect($s, pack('S a*', 1, 'once.sock')) ? "ok\\n" : "$!\\n";
`;

describe.skipIf(!isRoot)(`the unix supervisor's cap (${ROOT_REASON})`, () => {
  const user = uniqueUserName('cap');
  let runner: FakeRunner;
  let sandbox: Sandbox;
  let bash: ReturnType<typeof createBashTool>;
  const run = async (command: string) => text(await bash.call({ command }, makeContext()));

  beforeAll(async () => {
    runner = makeFakeRunner('unused-secret');
    writeFileSync(join(runner.workspace, 'flood.pl'), FLOOD);
    writeFileSync(join(runner.workspace, 'once.pl'), ONCE);
    sandbox = await openSandbox({
      mode: 'required',
      allowedDomains: parseAllowedDomains(''),
      workspace: runner.workspace,
      hide: [runner.home, runner.runnerTemp],
      userName: user,
    });
    bash = createBashTool({
      workspaceRoot: runner.workspace,
      redactSecrets: noRedaction,
      env: { PATH: '/usr/bin:/bin' },
      spawner: sandbox.spawner,
    });
  });

  afterAll(async () => {
    await sandbox?.close();
    removeUser(user);
    runner?.cleanup();
  });

  it('holds 64 calls at once, answers the others EAGAIN, and is free again after', async () => {
    // The supervisor decides here: with it off this test says nothing.
    expect(sandbox.status.active).toBe(true);
    expect(sandbox.status.window).toBeUndefined();
    const seen = await run(`perl flood.pl ${CONNECTORS} ${CAP}`);
    // One connect fits the backlog; 64 wait in the supervisor's children (63 when the queued
    // one's child is not yet reaped as the 64th arrives); the rest are answered EAGAIN at once;
    // the held ones are refused when the listener goes.
    const counts = Object.fromEntries(
      seen.split(',').map((pair) => [pair.split('=')[0], Number(pair.split('=')[1])]),
    );
    expect(counts.ok, seen).toBe(1);
    expect(counts.refused, seen).toBeGreaterThanOrEqual(CAP - 1);
    expect(counts.refused, seen).toBeLessThanOrEqual(CAP);
    expect(counts.EAGAIN, seen).toBe(CONNECTORS - 1 - counts.refused!);
    expect(await run('perl once.pl')).toBe('ok');
  }, 120_000);
});
