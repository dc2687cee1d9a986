//go:build !linux

package live

import "net"

// kernelRoundTrip reads nothing where TCP_INFO's layout is not Linux's.
func kernelRoundTrip(net.Conn) (RoundTrip, bool) { return RoundTrip{}, false }
