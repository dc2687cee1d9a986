package live

import (
	"net"
	"time"

	"golang.org/x/sys/unix"
)

// kernelRoundTrip reads c's round trip from TCP_INFO.
func kernelRoundTrip(c net.Conn) (RoundTrip, bool) {
	tc, ok := c.(*net.TCPConn)
	if !ok {
		return RoundTrip{}, false
	}
	raw, err := tc.SyscallConn()
	if err != nil {
		return RoundTrip{}, false
	}
	var info *unix.TCPInfo
	var ierr error
	if err := raw.Control(func(fd uintptr) { info, ierr = unix.GetsockoptTCPInfo(int(fd), unix.IPPROTO_TCP, unix.TCP_INFO) }); err != nil || ierr != nil || info.Min_rtt == 0 {
		return RoundTrip{}, false
	}
	return RoundTrip{Min: time.Duration(info.Min_rtt) * time.Microsecond}, true
}
