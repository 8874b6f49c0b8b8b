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
my ($EBADF, $EAGAIN, $EACCES, $EFAULT, $EMSGSIZE, $ECONNREFUSED) = (9, 11, 13, 14, 90, 111);
my $O_PATH_CLOEXEC = 0x200000 | 0x80000;

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
    # i386: socketcall(SYS_CONNECT = 3 or SYS_SENDTO = 11, the arguments as 32-bit words).
    my $words = peek($pid, $args[1], $args[0] == 3 ? 12 : 24) // $answer->(0, $EFAULT);
    $kind = $args[0] == 3 ? 'connect' : 'sendto';
    @args = unpack('L*', $words);
  }
  my ($fd, $address, $length) = $kind eq 'connect' ? @args[0 .. 2] : @args[0, 4, 5];
  $length = 110 if $length > 110;
  my $name = $length > 0 ? peek($pid, $address, $length) : '';
  $answer->(0, $EFAULT) unless defined $name;
  my ($data, $flags) = ('', 0);
  if ($kind eq 'sendto') {
    $answer->(0, $EMSGSIZE) if $args[2] > 4194304;
    $data = $args[2] > 0 ? peek($pid, $args[1], $args[2]) : '';
    $answer->(0, $EFAULT) unless defined $data;
    $flags = $args[3];
  }
  my ($tgid, $uid, $gid) = ids($pid) or exit 0;
  # PIDFD_THREAD (6.9) takes the descriptor from the calling thread's own table.
  my $pidfd = syscall(0 + $nr{pidfd_open}, 0 + $pid, 0x80);
  $pidfd = syscall(0 + $nr{pidfd_open}, 0 + $tgid, 0) if $pidfd < 0;
  exit 0 if $pidfd < 0;
  my ($root, $cwd, $proc);
  opendir($root, "/proc/$pid/root") && opendir($cwd, "/proc/$pid/cwd") && opendir($proc, '/proc')
    or exit 0;
  # Everything above belongs to the call still waiting (the pid was not reused).
  my $still = pack('Q', $id);
  # The number before 5.9 (_IOR) where the kernel does not know the fixed one.
  ioctl($handle, $VALID, $still) or ioctl($handle, 0x80082102, $still) or exit 0;
  my $socket_fd = syscall(0 + $nr{pidfd_getfd}, $pidfd, 0 + $fd, 0);
  $answer->(0, $EBADF) if $socket_fd < 0;
  open(my $socket, '+<&=', $socket_fd) or $answer->(0, $EBADF);
  my $domain = unpack('l', getsockopt($socket, 1, 39) // pack('l', -1));
  my $path = length($name) > 2 && unpack('S', $name) == 1 ? substr($name, 2) : undef;
  if ($domain != 1 || !defined $path || $path eq '' || substr($path, 0, 1) eq "\\0") {
    # Not a unix path: another family (its own network namespace decides), an
    # unnamed or malformed address (the kernel refuses it), an abstract name.
    $answer->(0, $EACCES) if $domain == 1 && defined $path && $path ne '' && !$abstract_ok;
    drop($uid, $gid) or $answer->(0, $EACCES);
    $answer->(perform($kind, $socket, $name, $data, $flags));
  }
  $path =~ s/\\0.*//s;
  # The path as the tool sees it: its root, its folder, its user.
  (chdir($root) && chroot('.') && chdir($cwd) && drop($uid, $gid)) or $answer->(0, $EACCES);
  my $held = syscall(0 + $nr{openat}, -100, $path, $O_PATH_CLOEXEC, 0);
  $answer->(0, $! + 0) if $held < 0;
  my $target = "\\0" x 4096;
  my $size = syscall(0 + $nr{readlinkat}, fileno($proc), "self/fd/$held", $target, 4096);
  $answer->(0, $EACCES) if $size <= 0;
  $target = substr($target, 0, $size);
  open(my $held_handle, '<&=', $held) or $answer->(0, $EACCES);
  $answer->(0, $ECONNREFUSED) unless -S $held_handle;
  $answer->(0, $EACCES) unless grep { $target eq $_ || index($target, "$_/") == 0 } @allowed;
  # Connected through the descriptor held: no link swapped meanwhile changes where.
  chdir($proc) or $answer->(0, $EACCES);
  $answer->(perform($kind, $socket, pack('S a*', 1, "self/fd/$held"), $data, $flags));
}

sub perform {
  my ($kind, $socket, $name, $data, $flags) = @_;
  if ($kind eq 'connect') {
    return connect($socket, $name) ? (0, 0) : (0, $! + 0);
  }
  my $sent = send($socket, $data, $flags, $name);
  return defined $sent ? ($sent, 0) : (0, $! + 0);
}

sub peek {
  my ($pid, $address, $length) = @_;
  open(my $memory, '<:raw', "/proc/$pid/mem") or return undef;
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
