/**
 * The unix socket supervisor's handling of sendmsg and sendmmsg (perl, part of
 * SUPERVISOR_SOURCE in supervisor-source.ts, whose variables and subs it uses;
 * unix-supervisor.ts says what is decided and why).
 *
 * Structures (include/linux/socket.h; the 32-bit ones in include/net/compat.h):
 * struct msghdr is name (pointer), namelen (u32), iov (pointer), iovlen, control
 * (pointer), controllen (size_t each), flags (s32): 56 bytes, 28 for a 32-bit
 * caller; struct mmsghdr adds msg_len (u32): 64 bytes, 32. struct iovec is base
 * and length; struct cmsghdr is length (size_t), level, type (s32), then the
 * data, each aligned to a size_t.
 */
export const MESSAGES_SOURCE = `
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
  my $socket;
  if (!open($socket, '+<&=', $socket_fd)) {
    syscall(0 + $nr{close}, $socket_fd);
    return 0;
  }
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
# { name, data, truncated, control => [[level, type, data], ...] }, or an errno.
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
`;
