/**
 * The unix socket supervisor's own program (perl, run as root; see
 * unix-supervisor.ts for what it decides and why it is built this way).
 *
 * Arguments: its socket, 1 when abstract names may be reached, the host's system
 * call numbers (`name=nr,…`), the supervised calls (`arch:nr:kind,…`), then the
 * folders and files a tool may connect to. It prints `ready` once it listens and
 * ends when its stdin ends.
 *
 * Structures (include/uapi/linux/seccomp.h): struct seccomp_notif is id (u64),
 * pid (u32), flags (u32), then struct seccomp_data: nr (s32), arch (u32), ip
 * (u64), args (6 × u64), 80 bytes; struct seccomp_notif_resp is id (u64), val
 * (s64), error (s32), flags (u32), 24 bytes. The ioctls are
 * SECCOMP_IOCTL_NOTIF_RECV = _IOWR('!', 0, 80 bytes), SEND = _IOWR('!', 1, 24
 * bytes), ID_VALID = _IOW('!', 2, u64).
 */
import { MESSAGES_SOURCE } from './supervisor-messages-source.js';

export const SUPERVISOR_SOURCE = `use strict;
my ($listen_path, $abstract_ok, $numbers, $calls, @allowed) = @ARGV;
my %nr = map { split /=/ } split /,/, $numbers;
my %kind = map { my ($arch, $call, $what) = split /:/; ("$arch:$call" => $what) } split /,/, $calls;
my ($RECV, $SEND, $VALID) = (0xc0502100, 0xc0182101, 0x40082102);
my ($EPERM, $EBADF, $EAGAIN, $EACCES, $EFAULT, $EINVAL) = (1, 9, 11, 13, 14, 22);
my ($EMSGSIZE, $ENOBUFS, $ECONNREFUSED) = (90, 105, 111);
my $O_PATH_CLOEXEC = 0x200000 | 0x80000;
# The most bytes one call sends (a datagram past it is refused as too long).
my $MAX_DATA = 4194304;
# Descriptors held open until the child ends.
my @kept;

my $sizes = "\\0" x 6;
syscall(0 + $nr{seccomp}, 3, 0, $sizes) == 0 or die "agent-loop supervisor: notification sizes: $!\\n";
my ($notif_size, $resp_size) = unpack('S S', $sizes);
$notif_size == 80 && $resp_size == 24
  or die "agent-loop supervisor: this kernel's notifications are $notif_size and $resp_size bytes\\n";

unlink $listen_path;
socket(my $server, 1, 1, 0) or die "agent-loop supervisor: socket: $!\\n";
bind($server, pack('S a*', 1, $listen_path)) or die "agent-loop supervisor: $listen_path: $!\\n";
chmod 0666, $listen_path;
listen($server, 64) or die "agent-loop supervisor: listen: $!\\n";
# Children at once, at most: past that a call is answered EAGAIN (a tool's threads
# cannot make the supervisor fork without bound, outside the tools' limits).
my ($running, $MAX_RUNNING) = (0, 64);
$SIG{CHLD} = sub { $running-- while waitpid(-1, 1) > 0 };
# A send to a stream whose peer is gone: EPIPE here, SIGPIPE for the caller (broken_pipe);
# a child killed by it would leave the call unanswered.
$SIG{PIPE} = 'IGNORE';
# The calling thread group and thread (a signal the call raises goes to them).
my @calling;
$| = 1;
print "ready\\n";

my %listeners;
while (1) {
  my @fds = (0, fileno($server), sort { $a <=> $b } keys %listeners);
  my $polled = join '', map { pack('l s s', $_, 1, 0) } @fds;
  if (syscall(0 + $nr{ppoll}, $polled, scalar(@fds), 0, 0, 8) < 0) {
    next if $! == 4;
    die "agent-loop supervisor: ppoll: $!\\n";
  }
  my @events = map { (unpack('l s s', substr($polled, 8 * $_, 8)))[2] } 0 .. $#fds;
  exit 0 if $events[0];
  take_filter() if $events[1];
  for my $i (2 .. $#fds) {
    my $handle = $listeners{$fds[$i]};
    if ($events[$i] & 1) {
      receive($handle);
    } elsif ($events[$i]) {
      # POLLHUP: no process uses that filter any more.
      delete $listeners{$fds[$i]};
      close $handle;
    }
  }
}

# A loader hands its listener over: its number, read within two seconds.
sub take_filter {
  accept(my $peer, $server) or return;
  my ($pid) = unpack('l', getsockopt($peer, 1, 17) // return);
  my ($line, $deadline) = ('', time + 2);
  # A child ending meanwhile interrupts select and sysread (EINTR): they go on.
  while ($line !~ /\\n/ && time <= $deadline) {
    my $ready = '';
    vec($ready, fileno($peer), 1) = 1;
    my $found = select($ready, undef, undef, 0.5);
    next if $found < 0 && $! == 4;
    next if $found == 0;
    my $read = sysread($peer, $line, 32, length $line);
    next if !defined $read && $! == 4;
    return unless $read;
  }
  my ($number) = $line =~ /^(\\d+)\\n$/ or return;
  my $pidfd = syscall(0 + $nr{pidfd_open}, 0 + $pid, 0);
  return if $pidfd < 0;
  my $fd = syscall(0 + $nr{pidfd_getfd}, $pidfd, 0 + $number, 0);
  syscall(0 + $nr{close}, $pidfd);
  return if $fd < 0;
  if ((readlink("/proc/self/fd/$fd") // '') ne 'anon_inode:seccomp notify'
      or !open(my $handle, '+<&=', $fd)) {
    syscall(0 + $nr{close}, $fd);
  } else {
    $listeners{$fd} = $handle;
    syswrite($peer, "ok\\n");
  }
}

# One call waiting: decided and answered by a child of its own, so a slow connect
# (TCP to an address that does not answer) holds up nothing else.
sub receive {
  my ($handle) = @_;
  my $notification = "\\0" x 80;
  ioctl($handle, $RECV, $notification) or return;
  return if at_once($handle, $notification);
  my $child = $running < $MAX_RUNNING ? fork : undef;
  if ($child) {
    $running++;
    return;
  }
  if (!defined $child) {
    answer_now($handle, unpack('Q', $notification), 0, $EAGAIN);
    return;
  }
  decide($handle, $notification);
  exit 0;
}

sub answer_now {
  my ($handle, $id, $value, $errno) = @_;
  my $response = pack('Q q l L', $id, $value, $errno ? -$errno : 0, 0);
  ioctl($handle, $SEND, $response);
}

sub decide {
  my ($handle, $notification) = @_;
  my ($id, $pid, undef, $call, $arch, undef, @args) = unpack('Q L L l L Q Q6', $notification);
  my $answer = sub { answer_now($handle, $id, @_); exit 0 };
  my $kind = $kind{"$arch:$call"} // $answer->(0, $EACCES);
  if ($kind eq 'socketcall') {
    # i386: socketcall(SYS_CONNECT = 3, SYS_SENDTO = 11, SYS_SENDMSG = 16 or
    # SYS_SENDMMSG = 20, the arguments as 32-bit words).
    my $words = { 3 => 3, 11 => 6, 16 => 3, 20 => 4 }->{$args[0]} // $answer->(0, $EACCES);
    $kind = { 3 => 'connect', 11 => 'sendto', 16 => 'sendmsg', 20 => 'sendmmsg' }->{$args[0]};
    @args = unpack('L*', peek($pid, $args[1], 4 * $words) // $answer->(0, $EFAULT));
  }
  if ($kind eq 'sendmsg' || $kind eq 'sendmmsg') {
    # __AUDIT_ARCH_64BIT clear: a 32-bit caller, whose structures are narrower.
    $answer->(send_messages($handle, $id, $pid, !($arch & 0x80000000), $kind, @args));
  }
  my ($fd, $address, $length) = $kind eq 'connect' ? @args[0 .. 2] : @args[0, 4, 5];
  $length = 110 if $length > 110;
  my $name = $length > 0 ? peek($pid, $address, $length) : '';
  $answer->(0, $EFAULT) unless defined $name;
  my ($data, $flags) = ('', 0);
  if ($kind eq 'sendto') {
    $answer->(0, $EMSGSIZE) if $args[2] > $MAX_DATA;
    $data = $args[2] > 0 ? peek($pid, $args[1], $args[2]) : '';
    $answer->(0, $EFAULT) unless defined $data;
    $flags = $args[3];
  }
  my $caller = still_waiting($handle, $id, $pid);
  my $socket_fd = syscall(0 + $nr{pidfd_getfd}, $caller->{pidfd}, 0 + $fd, 0);
  $answer->(0, $EBADF) if $socket_fd < 0;
  open(my $socket, '+<&=', $socket_fd) or $answer->(0, $EBADF);
  my $domain = unpack('l', getsockopt($socket, 1, 39) // pack('l', -1));
  enter($caller) or $answer->(0, $EACCES);
  my $decided = address($domain, $name, $caller->{proc});
  $answer->(0, $decided) unless ref $decided;
  # A unix path is reached through the descriptor held: no link swapped meanwhile changes where.
  chdir($caller->{proc}) or $answer->(0, $EACCES);
  $answer->(perform($kind, $socket, $$decided, $data, $flags));
}

# Everything about the caller the call needs, read while the call still waits
# (SECCOMP_IOCTL_NOTIF_ID_VALID after: the pid was not reused); ends the child
# when the call is gone.
sub still_waiting {
  my ($handle, $id, $pid) = @_;
  my ($tgid, $uid, $gid) = ids($pid) or exit 0;
  @calling = ($tgid, $pid);
  # PIDFD_THREAD (6.9) takes the descriptor from the calling thread's own table.
  my $pidfd = syscall(0 + $nr{pidfd_open}, 0 + $pid, 0x80);
  $pidfd = syscall(0 + $nr{pidfd_open}, 0 + $tgid, 0) if $pidfd < 0;
  exit 0 if $pidfd < 0;
  my ($root, $cwd, $proc);
  opendir($root, "/proc/$pid/root") && opendir($cwd, "/proc/$pid/cwd") && opendir($proc, '/proc')
    or exit 0;
  my $still = pack('Q', $id);
  # The number before 5.9 (_IOR) where the kernel does not know the fixed one.
  ioctl($handle, $VALID, $still) or ioctl($handle, 0x80082102, $still) or exit 0;
  return { pidfd => $pidfd, uid => $uid, gid => $gid, root => $root, cwd => $cwd, proc => $proc };
}

# The caller's root, folder and user: paths are then resolved as the caller would.
sub enter {
  my ($caller) = @_;
  return chdir($caller->{root}) && chroot('.') && chdir($caller->{cwd})
    && drop($caller->{uid}, $caller->{gid});
}

# The address to use for a call on a socket of $domain to $name: a reference to
# it, or the errno refusing it. A unix path (resolved from the caller's folder,
# as its user) becomes /proc/self/fd/N of a descriptor held on the socket file
# when that lies in an allowed place; an abstract name passes only when the run
# has a network namespace of its own; any other address is the kernel's to judge.
sub address {
  my ($domain, $name, $proc) = @_;
  my $path = length($name) > 2 && unpack('S', $name) == 1 ? substr($name, 2) : undef;
  return \\$name if $domain != 1 || !defined $path || $path eq '';
  if (substr($path, 0, 1) eq "\\0") {
    return $abstract_ok ? \\$name : $EACCES;
  }
  $path =~ s/\\0.*//s;
  my $held = syscall(0 + $nr{openat}, -100, $path, $O_PATH_CLOEXEC, 0);
  return $! + 0 if $held < 0;
  my $target = "\\0" x 4096;
  my $size = syscall(0 + $nr{readlinkat}, fileno($proc), "self/fd/$held", $target, 4096);
  return $EACCES if $size <= 0;
  $target = substr($target, 0, $size);
  open(my $held_handle, '<&=', $held) or return $EACCES;
  return $ECONNREFUSED unless -S $held_handle;
  return $EACCES unless grep { $target eq $_ || index($target, "$_/") == 0 } @allowed;
  # The handle must not close the descriptor when it goes.
  push @kept, $held_handle;
  return \\pack('S a*', 1, "self/fd/$held");
}

sub perform {
  my ($kind, $socket, $name, $data, $flags) = @_;
  if ($kind eq 'connect') {
    return connect($socket, $name) ? (0, 0) : (0, $! + 0);
  }
  my $sent = send($socket, $data, $flags, $name);
  return ($sent, 0) if defined $sent;
  my $errno = $! + 0;
  broken_pipe($errno, $flags);
  return (0, $errno);
}

# EPIPE without MSG_NOSIGNAL: SIGPIPE for the calling thread, as the kernel sends
# it (pending until the call returns, its handler then runs).
sub broken_pipe {
  my ($errno, $flags) = @_;
  syscall(0 + $nr{tgkill}, 0 + $calling[0], 0 + $calling[1], 13) if $errno == 32 && !($flags & 0x4000);
}

sub peek {
  my ($pid, $address, $length) = @_;
  open(my $memory, '<:raw', "/proc/$pid/mem") or return undef;
  return peek_at($memory, $address, $length);
}

sub peek_at {
  my ($memory, $address, $length) = @_;
  return '' if $length == 0;
  sysseek($memory, $address, 0) or return undef;
  my $bytes = '';
  my $read = sysread($memory, $bytes, $length) // return undef;
  return $read == $length ? $bytes : undef;
}

# The caller's thread group, effective uid and gid.
sub ids {
  my ($pid) = @_;
  open(my $status, '<', "/proc/$pid/status") or return;
  local $/;
  my $text = <$status>;
  my ($tgid) = $text =~ /^Tgid:\\s+(\\d+)/m;
  my ($uid) = $text =~ /^Uid:\\s+\\d+\\s+(\\d+)/m;
  my ($gid) = $text =~ /^Gid:\\s+\\d+\\s+(\\d+)/m;
  return defined $gid ? ($tgid, $uid, $gid) : ();
}

# The caller's user, no groups: the peer sees who connected, and no more is reached.
sub drop {
  my ($uid, $gid) = @_;
  return syscall(0 + $nr{setgroups}, 0, 0) == 0
    && syscall(0 + $nr{setresgid}, 0 + $gid, 0 + $gid, 0 + $gid) == 0
    && syscall(0 + $nr{setresuid}, 0 + $uid, 0 + $uid, 0 + $uid) == 0;
}
${MESSAGES_SOURCE}`;
