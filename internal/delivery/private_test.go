package delivery

import (
	"net"
	"testing"
)

// No webhook reaches loopback, private, link-local, multicast or
// unspecified addresses unless the server allows it; public ones are
// reached. The check is on the address dialled.
func TestPrivateAddressesRefused(t *testing.T) {
	for _, c := range []struct {
		addr    string
		private bool
	}{
		{"127.0.0.1:80", true}, {"[::1]:443", true}, {"10.1.2.3:80", true}, {"192.168.1.20:8080", true},
		{"172.16.0.1:80", true}, {"169.254.169.254:80", true}, {"[fe80::1]:80", true}, {"0.0.0.0:80", true},
		{"224.0.0.1:80", true}, {"[fd00::1]:80", true},
		{"93.184.216.34:443", false}, {"[2606:4700::1111]:443", false}, {"1.1.1.1:80", false},
	} {
		err := refusePrivate("tcp", c.addr, nil)
		if (err != nil) != c.private {
			t.Errorf("%s: refused %v, want %v", c.addr, err, c.private)
		}
		host, _, _ := net.SplitHostPort(c.addr)
		if PrivateAddress(net.ParseIP(host)) != c.private {
			t.Errorf("PrivateAddress(%s) = %v", host, !c.private)
		}
	}
	if !PrivateAddress(nil) {
		t.Error("an address that does not parse is not refused")
	}
	if refusePrivate("tcp", "no-port", nil) == nil {
		t.Error("an address without a port is dialled")
	}
}
