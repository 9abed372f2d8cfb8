package mailio

import "net"

// isLoopbackAddr reports whether host:port names a loopback host, where
// clear-text protocols are acceptable.
func isLoopbackAddr(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		host = addr
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
