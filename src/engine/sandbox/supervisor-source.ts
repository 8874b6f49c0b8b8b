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

# sendmsg and sendmmsg of datagrams with no control message (one could ask for
# what only root may), on an internet socket or on a unix one without addresses:
# no path to decide, so made here without a child (a fork per datagram would cost
# every DNS lookup dear). A unix socket's peer may see who sent (SO_PASSCRED), so
# those are sent as the caller's user and group, keeping root's saved id to come
# back. Any other call, or one that would wait, goes to a child. Says whether the
# call is done with.
sub at_once {
  my ($handle, $notification) = @_;
  my ($id, $pid, undef, $call, $arch, undef, $fd, $vector, @rest) =
    unpack('Q L L l L Q Q6', $notification);
  my $kind = $kind{"$arch:$call"} // return 0;
  return 0 unless $kind eq 'sendmsg' || $kind eq 'sendmmsg';
  my ($count, $flags) = $kind eq 'sendmsg' ? (1, $rest[0]) : @rest[0, 1];
  my $narrow = !($arch & 0x80000000);
  open(my $memory, '+<:raw', "/proc/$pid/mem") or return 0;
  my @messages = read_messages($memory, $narrow, $vector, $count, 65536);
  return 0 if grep { !ref || $_->{truncated} || @{ $_->{control} } } @messages;
  my ($tgid, $uid, $gid) = ids($pid) or return 0;
  @calling = ($tgid, $pid);
  my $pidfd = syscall(0 + $nr{pidfd_open}, 0 + $pid, 0x80);
  $pidfd = syscall(0 + $nr{pidfd_open}, 0 + $tgid, 0) if $pidfd < 0;
  return 0 if $pidfd < 0;
  my $still = pack('Q', $id);
  my $valid = ioctl($handle, $VALID, $still) || ioctl($handle, 0x80082102, $still);
  my $socket_fd = $valid ? syscall(0 + $nr{pidfd_getfd}, $pidfd, 0 + $fd, 0) : -1;
  syscall(0 + $nr{close}, $pidfd);
  return !$valid if $socket_fd < 0;
  open(my $socket, '+<&=', $socket_fd) or return 0;
  my $domain = unpack('l', getsockopt($socket, 1, 39) // pack('l', -1));
  my $type = unpack('l', getsockopt($socket, 1, 3) // pack('l', -1));
  # SOCK_DGRAM, or SOCK_SEQPACKET on a unix socket: a message goes whole or not at all.
  my $unix = $domain == 1 && ($type == 2 || $type == 5) && !grep { length $_->{name} } @messages;
  return 0 unless $unix || (($domain == 2 || $domain == 10) && $type == 2);
  # F_GETFL, O_NONBLOCK and MSG_DONTWAIT: the main loop never waits on a send.
  my $waits = !(fcntl($socket, 3, 0) & 0x800) && !($flags & 0x40);
  if ($unix && !become($uid, $gid, 0)) {
    back();
    return 0;
  }
  my @result = send_now($socket_fd, \\@messages, $flags, $waits, $kind, sub {
    sysseek($memory, $vector + ($narrow ? 32 : 64) * $_[0] + ($narrow ? 28 : 56), 0)
      and syswrite($memory, pack('L', $_[1]));
  });
  back() if $unix;
  return 0 unless @result;
  answer_now($handle, $id, @result);
  return 1;
}

# The messages sent without waiting: the answer, or nothing when the first would
# wait on a socket that waits (a child then sends it). $written records a
# sendmmsg message's length.
sub send_now {
  my ($socket_fd, $messages, $flags, $waits, $kind, $written) = @_;
  my $sent = 0;
  for my $i (0 .. $#$messages) {
    my ($value, $errno) = send_one($socket_fd, $messages->[$i], $flags | 0x40);
    return () if $errno == $EAGAIN && $waits && $sent == 0;
    return $sent ? ($sent, 0) : (0, $errno) if $errno;
    return ($value, 0) if $kind eq 'sendmsg';
    $written->($i, $value);
    $sent++;
  }
  return ($sent, 0);
}

# Root again, or the end (its calls then fail, never pass).
sub back {
  become(0, 0, 0) or die "agent-loop supervisor: back to root: $!\\n";
}

# Real and effective user and group, root kept as the saved ones (0 to come back).
sub become {
  my ($uid, $gid, $saved) = @_;
  return $uid == 0
    ? syscall(0 + $nr{setresuid}, 0, 0, 0) == 0 && syscall(0 + $nr{setresgid}, 0, 0, 0) == 0
    : syscall(0 + $nr{setresgid}, 0 + $gid, 0 + $gid, $saved) == 0
      && syscall(0 + $nr{setresuid}, 0 + $uid, 0 + $uid, $saved) == 0;
}

# sendmsg and sendmmsg: every message read once from the caller's memory, its
# address decided as connect's, the descriptors it passes taken from the caller,
# then sent by this child on the caller's socket. For sendmmsg, each message's
# msg_len is written back and the count answered, as the kernel does.
sub send_messages {
  my ($handle, $id, $pid, $narrow, $kind, $fd, $vector, @rest) = @_;
  my ($count, $flags) = $kind eq 'sendmsg' ? (1, $rest[0]) : @rest[0, 1];
  my $size = $narrow ? 32 : 64;
  open(my $memory, '+<:raw', "/proc/$pid/mem") or exit 0;
  my @messages = read_messages($memory, $narrow, $vector, $count, $MAX_DATA);
  my $caller = still_waiting($handle, $id, $pid);
  my $socket_fd = syscall(0 + $nr{pidfd_getfd}, $caller->{pidfd}, 0 + $fd, 0);
  return (0, $EBADF) if $socket_fd < 0;
  open(my $socket, '+<&=', $socket_fd) or return (0, $EBADF);
  my $domain = unpack('l', getsockopt($socket, 1, 39) // pack('l', -1));
  my $stream = unpack('l', getsockopt($socket, 1, 3) // pack('l', -1)) == 1;
  $_ = take_rights($caller->{pidfd}, $_) for grep { ref } @messages;
  enter($caller) or return (0, $EACCES);
  for my $message (grep { ref } @messages) {
    # A stream takes what fits (a short count); a datagram is whole or refused.
    if ($message->{truncated} && !$stream) {
      $message = $EMSGSIZE;
      next;
    }
    my $decided = address($domain, $message->{name}, $caller->{proc});
    ref $decided ? ($message->{name} = $$decided) : ($message = $decided);
  }
  chdir($caller->{proc}) or return (0, $EACCES);
  my $sent = 0;
  for my $i (0 .. $#messages) {
    my ($value, $errno) = ref $messages[$i] ? send_one($socket_fd, $messages[$i], $flags) : (0, $messages[$i]);
    # An error after the first message ends the batch with the count sent.
    return $sent ? ($sent, 0) : (0, $errno) if $errno;
    return ($value, 0) if $kind eq 'sendmsg';
    sysseek($memory, $vector + $size * $i + ($narrow ? 28 : 56), 0) and syswrite($memory, pack('L', $value));
    $sent++;
  }
  return ($sent, 0);
}

# The messages of a sendmsg (one) or a sendmmsg (UIO_MAXIOV at most, as the
# kernel takes), read once, with $budget bytes of data in all: the batch ends
# before a message past it (the first is cut short), and at one that cannot be read.
sub read_messages {
  my ($memory, $narrow, $vector, $count, $budget) = @_;
  $count = 1024 if $count > 1024;
  my @messages;
  for my $i (0 .. $count - 1) {
    my $message = read_message($memory, $narrow, $vector + ($narrow ? 32 : 64) * $i, $budget);
    last if $i > 0 && ref $message && $message->{truncated};
    push @messages, $message;
    last unless ref $message;
    $budget -= length $message->{data};
  }
  return @messages;
}

# One msghdr (include/linux/socket.h; a 32-bit caller's struct compat_msghdr,
# include/net/compat.h) and what it points to, at most $budget bytes of data, as
# { name, data, truncated, control => [[level, type, data], …] }, or an errno.
sub read_message {
  my ($memory, $narrow, $at, $budget) = @_;
  my $header = peek_at($memory, $at, $narrow ? 28 : 56) // return $EFAULT;
  my ($name_at, $name_length, $iov_at, $iov_count, $control_at, $control_length) =
    unpack($narrow ? 'L6' : 'Q L x4 Q Q Q Q', $header);
  $name_length = 0 if $name_at == 0;
  return $EINVAL if $name_length >= 2**31;
  # The kernel takes a sockaddr_storage at most.
  $name_length = 128 if $name_length > 128;
  my $name = peek_at($memory, $name_at, $name_length) // return $EFAULT;
  return $EMSGSIZE if $iov_count > 1024;
  my $vectors = peek_at($memory, $iov_at, ($narrow ? 8 : 16) * $iov_count) // return $EFAULT;
  my @pieces = unpack($narrow ? 'L*' : 'Q*', $vectors);
  my ($data, $truncated) = ('', 0);
  while (my ($base, $length) = splice(@pieces, 0, 2)) {
    my $room = $budget - length $data;
    ($truncated, $length) = (1, $room) if $length > $room;
    $data .= peek_at($memory, $base, $length) // return $EFAULT;
  }
  $control_length = 0 if $control_at == 0;
  return $ENOBUFS if $control_length > 65536;
  my $control = peek_at($memory, $control_at, $control_length) // return $EFAULT;
  # struct cmsghdr: length (size_t), level, type, then the data, each aligned to a size_t.
  my ($head, $align) = $narrow ? (12, 4) : (16, 8);
  my @controls;
  while (length($control) >= $head) {
    my ($length, $level, $type) = unpack($narrow ? 'L l l' : 'Q l l', $control);
    return $EINVAL if $length < $head || $length > length $control;
    # SCM_CREDENTIALS: the kernel checks the pid claimed against the sender, and
    # the sender here is this child; claiming the caller's would need privileges
    # this child does not hold while it sends. Refused, as a wrong claim is.
    return $EPERM if $level == 1 && $type == 2;
    push @controls, [$level, $type, substr($control, $head, $length - $head)];
    my $next = ($length + $align - 1) & ~($align - 1);
    substr($control, 0, $next < length $control ? $next : length $control, '');
  }
  return { name => $name, data => $data, truncated => $truncated, control => \\@controls };
}

# SCM_RIGHTS: the caller's descriptors, taken (pidfd_getfd) while its call waits.
sub take_rights {
  my ($pidfd, $message) = @_;
  for my $control (@{ $message->{control} }) {
    next unless $control->[0] == 1 && $control->[1] == 1;
    my @numbers = unpack('l*', $control->[2]);
    return $EINVAL if @numbers > 253;
    my @taken = map { syscall(0 + $nr{pidfd_getfd}, $pidfd, 0 + $_, 0) } @numbers;
    return $EBADF if grep { $_ < 0 } @taken;
    $control->[2] = pack('l*', @taken);
  }
  return $message;
}

# One message sent with sendmsg(2) on this child's copy of the caller's socket.
sub send_one {
  my ($socket_fd, $message, $flags) = @_;
  my ($name, $data) = @{$message}{qw(name data)};
  my $control = join '', map {
    my $one = pack('Q l l', 16 + length $_->[2], $_->[0], $_->[1]) . $_->[2];
    $one . "\\0" x (-length($one) % 8);
  } @{ $message->{control} };
  my $vector = pack('Q Q', pointer($data), length $data);
  my $header = pack('Q L x4 Q Q Q Q l x4', pointer($name), length $name, pointer($vector), 1,
    pointer($control), length $control, 0);
  my $sent = syscall(0 + $nr{sendmsg}, 0 + $socket_fd, $header, 0 + $flags);
  return ($sent, 0) if $sent >= 0;
  my $errno = $! + 0;
  broken_pipe($errno, $flags);
  return (0, $errno);
}

# Where a string's bytes lie in this process (0 for none); it must not change until used.
sub pointer {
  return length $_[0] ? unpack('Q', pack('p', $_[0])) : 0;
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
`;
