package main

import (
	"bytes"
	"net"
	"net/url"
	"slices"
	"strings"
	"testing"
)

func TestParsePublicURL(t *testing.T) {
	for raw, want := range map[string]string{
		"":                             "",
		"https://sengoku.example.org":  "https://sengoku.example.org",
		"https://sengoku.example.org/": "https://sengoku.example.org",
		"http://192.168.1.20:8080":     "http://192.168.1.20:8080",
		"https://[2001:db8::1]:8443/":  "https://[2001:db8::1]:8443",
	} {
		u, err := parsePublicURL(raw)
		if err != nil {
			t.Errorf("%q refused: %v", raw, err)
			continue
		}
		got := ""
		if u != nil {
			got = u.String()
		}
		if got != want {
			t.Errorf("%q → %v, want %q", raw, u, want)
		}
	}
	for _, raw := range []string{"sengoku.example.org", "ftp://x.org", "https://", "https://x.org/sengoku", "https://x.org/?a=1", "https://u:p@x.org", "https://x.org/#f", "http://:8080", "%zz"} {
		if u, err := parsePublicURL(raw); err == nil {
			t.Errorf("%q accepted as %v", raw, u)
		} else if !strings.Contains(err.Error(), "-url") {
			t.Errorf("%q: error %q does not name the setting", raw, err)
		}
	}
}

func tcpAddr(s string) net.Addr {
	a, err := net.ResolveTCPAddr("tcp", s)
	if err != nil {
		panic(err)
	}
	return a
}

// A club laptop: Wi-Fi, a Docker bridge, loopback and link-local addresses.
var clubLaptop = []netInterface{
	{Name: "docker0", IPs: []net.IP{net.ParseIP("172.17.0.1")}},
	{Name: "wlan0", IPs: []net.IP{net.ParseIP("fe80::1"), net.ParseIP("2001:db8::20"), net.ParseIP("192.168.1.20")}},
	{Name: "lo", IPs: []net.IP{net.ParseIP("127.0.0.1"), net.ParseIP("::1")}},
}

func TestLANAddrsPhonesCanReach(t *testing.T) {
	tests := []struct {
		listen string
		want   []string
	}{
		{"[::]:8080", []string{"192.168.1.20:8080", "[2001:db8::20]:8080", "172.17.0.1:8080"}},
		{"0.0.0.0:8080", []string{"192.168.1.20:8080", "172.17.0.1:8080"}},
		{"192.168.1.20:9000", []string{"192.168.1.20:9000"}},
		{"127.0.0.1:8080", nil},
		{"[::1]:8080", nil},
	}
	for _, tt := range tests {
		if got := lanAddrs(tcpAddr(tt.listen), clubLaptop); !slices.Equal(got, tt.want) {
			t.Errorf("listening on %s: %q, want %q", tt.listen, got, tt.want)
		}
	}
}

func TestStartupLineNamesThePhonesAddress(t *testing.T) {
	var b bytes.Buffer
	printAddresses(&b, tcpAddr("[::]:8080"), nil, []string{"192.168.1.20:8080", "172.17.0.1:8080"}, "data.db")
	if out := b.String(); !strings.Contains(out, "open: http://192.168.1.20:8080\n") || !strings.Contains(out, "or: http://172.17.0.1:8080") {
		t.Errorf("all interfaces:\n%s", out)
	}
	b.Reset()
	printAddresses(&b, tcpAddr("127.0.0.1:8080"), nil, nil, "data.db")
	if out := b.String(); !strings.Contains(out, "Only this computer") || !strings.Contains(out, "-addr :8080") {
		t.Errorf("loopback:\n%s", out)
	}
	b.Reset()
	pub, _ := url.Parse("https://sengoku.example.org")
	printAddresses(&b, tcpAddr("127.0.0.1:8080"), pub, nil, "data.db")
	if out := b.String(); !strings.Contains(out, "https://sengoku.example.org") || strings.Contains(out, "Only this computer") {
		t.Errorf("public URL:\n%s", out)
	}
}
