package main

import (
	"fmt"
	"io"
	"net"
	"net/url"
	"slices"
	"strings"

	"sengoku/campaign"
)

// parsePublicURL checks the -url setting: an absolute http or https URL
// with a host and no path, query or fragment (the site is served from the
// root). An empty setting is nil.
func parsePublicURL(raw string) (*url.URL, error) {
	if raw == "" {
		return nil, nil
	}
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("-url %q: %w", raw, err)
	}
	switch {
	case u.Scheme != "http" && u.Scheme != "https":
		return nil, fmt.Errorf("-url %q: the scheme must be http or https", raw)
	case u.Host == "" || u.Hostname() == "":
		return nil, fmt.Errorf("-url %q: no host", raw)
	case u.User != nil:
		return nil, fmt.Errorf("-url %q: no user or password allowed", raw)
	case strings.Trim(u.Path, "/") != "" || u.RawQuery != "" || u.Fragment != "" || u.Opaque != "":
		return nil, fmt.Errorf("-url %q: only scheme and host (the site is served from /)", raw)
	}
	return &url.URL{Scheme: u.Scheme, Host: u.Host}, nil
}

// netInterface is what lanAddrs needs of a network interface.
type netInterface struct {
	Name string
	IPs  []net.IP
}

// systemInterfaces lists the interfaces that are up, with their addresses.
func systemInterfaces() ([]netInterface, error) {
	ifs, err := net.Interfaces()
	if err != nil {
		return nil, fmt.Errorf("list network interfaces: %w", err)
	}
	var out []netInterface
	for _, ifc := range ifs {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := ifc.Addrs()
		if err != nil {
			continue
		}
		ni := netInterface{Name: ifc.Name}
		for _, a := range addrs {
			if ipn, ok := a.(*net.IPNet); ok {
				ni.IPs = append(ni.IPs, ipn.IP)
			}
		}
		out = append(out, ni)
	}
	return out, nil
}

// lanAddrs lists the host:port addresses at which other devices on the
// network (phones on the club Wi-Fi) reach a server listening on ln, best
// first: IPv4 before IPv6, real interfaces before virtual bridges (Docker,
// virtual machines). Loopback and link-local addresses are left out; a
// server listening on loopback only has none.
func lanAddrs(ln net.Addr, ifs []netInterface) []string {
	tcp, ok := ln.(*net.TCPAddr)
	if !ok || tcp.IP.IsLoopback() {
		return nil
	}
	port := fmt.Sprint(tcp.Port)
	if !tcp.IP.IsUnspecified() {
		return []string{net.JoinHostPort(tcp.IP.String(), port)}
	}
	v4only := tcp.IP.To4() != nil
	type cand struct {
		ip      net.IP
		virtual bool
	}
	var cs []cand
	for _, ifc := range ifs {
		for _, ip := range ifc.IPs {
			if ip.IsLoopback() || ip.IsLinkLocalUnicast() || ip.IsUnspecified() || ip.IsMulticast() || (v4only && ip.To4() == nil) {
				continue
			}
			cs = append(cs, cand{ip: ip, virtual: isVirtualInterface(ifc.Name)})
		}
	}
	rank := func(c cand) int {
		r := 0
		if c.virtual {
			r += 2
		}
		if c.ip.To4() == nil {
			r++
		}
		return r
	}
	slices.SortStableFunc(cs, func(a, b cand) int { return rank(a) - rank(b) })
	out := make([]string, 0, len(cs))
	for _, c := range cs {
		out = append(out, net.JoinHostPort(c.ip.String(), port))
	}
	return out
}

// isVirtualInterface tells the bridges of containers and virtual machines
// by their usual names: phones are not on those networks.
func isVirtualInterface(name string) bool {
	for _, p := range []string{"docker", "br-", "veth", "virbr", "vboxnet", "vmnet", "cni", "flannel", "lxc", "lxd", "podman", "tun", "tap", "utun", "zt", "tailscale", "wg"} {
		if strings.HasPrefix(strings.ToLower(name), p) {
			return true
		}
	}
	return false
}

// printAddresses writes the start-up lines: where the server listens and
// the address(es) players should open.
func printAddresses(w io.Writer, ln net.Addr, public *url.URL, lan []string, db string) {
	fmt.Fprintf(w, "Sengoku on http://%s (database %s)\n", ln, db)
	switch {
	case public != nil:
		fmt.Fprintf(w, "Public address (used in join links): %s\n", public)
	case len(lan) > 0:
		fmt.Fprintf(w, "Players on the same Wi-Fi open: http://%s\n", lan[0])
		for _, a := range lan[1:] {
			fmt.Fprintf(w, "  or: http://%s\n", a)
		}
	case isLoopback(ln):
		fmt.Fprintln(w, "Only this computer can open it; to let phones on the Wi-Fi join, start with -addr :8080")
	default:
		fmt.Fprintln(w, "No network address found: phones can join once this computer is on the Wi-Fi (restart to see the address)")
	}
}

func isLoopback(a net.Addr) bool {
	tcp, ok := a.(*net.TCPAddr)
	return ok && tcp.IP.IsLoopback()
}

// defaultListing is who may see a new campaign when -visibility is not
// given: listed on a club's own server (no -url, or one naming an address
// of a private network), unlisted when -url names a public address (https,
// or a host that is not on a private network): a host serving many clubs
// shows no club's campaigns to strangers unless its game master lists it.
func defaultListing(public *url.URL) campaign.Listing {
	if public == nil || (public.Scheme == "http" && privateHost(public.Hostname())) {
		return campaign.Listed
	}
	return campaign.Unlisted
}

// privateHost reports whether host names a machine of a private network:
// a loopback, private or link-local address, a single-label name or one
// under .local, .lan, .home.arpa or .internal.
func privateHost(host string) bool {
	if ip := net.ParseIP(host); ip != nil {
		return ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast()
	}
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	if !strings.Contains(host, ".") {
		return true
	}
	for _, suffix := range []string{".local", ".lan", ".home.arpa", ".internal"} {
		if strings.HasSuffix(host, suffix) {
			return true
		}
	}
	return false
}

// parseListing checks the -visibility setting; "" is the default for the
// public address.
func parseListing(raw string, public *url.URL) (campaign.Listing, error) {
	if raw == "" {
		return defaultListing(public), nil
	}
	l, ok := campaign.ParseListing(raw)
	if !ok {
		return "", fmt.Errorf("-visibility %q: listed, unlisted or private", raw)
	}
	return l, nil
}
