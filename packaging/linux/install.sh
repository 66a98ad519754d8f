#!/usr/bin/env bash
# Install the kiosk bundle on a training-room PC (run as root):
#
#   sudo bash install.sh [--bundle DIR] [--autostart systemd|xsession|none]
#
# Copies the bundle to /opt/kiosk, adds the menu entry, creates the room's site folder
# (/etc/xdg/kiosk with settings.yaml and rulesets/) unless it exists, installs the chosen autostart,
# from a checkout the system libraries the bundle needs (apt), and runs the bundle's self-test.
# DESTDIR=/some/root installs into a staging tree instead.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bundle=""
autostart=systemd
while [ $# -gt 0 ]; do
    case "$1" in
        --bundle) bundle=$2; shift 2 ;;
        --autostart) autostart=$2; shift 2 ;;
        -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
case "$autostart" in systemd|xsession|none) ;; *)
    echo "install.sh: --autostart must be systemd, xsession or none" >&2; exit 2 ;;
esac
# The bundle next to this script (a copied dist/ folder) or the one built in the checkout.
if [ -z "$bundle" ]; then
    for candidate in "$here/../kiosk" "$here/../../dist/kiosk"; do
        [ -x "$candidate/kiosk" ] && bundle=$candidate && break
    done
fi
if [ -z "$bundle" ] || [ ! -x "$bundle/kiosk" ]; then
    echo "install.sh: no bundle found; build it with 'make package' or pass --bundle DIR" >&2
    exit 2
fi
root=${DESTDIR:-}
if [ -z "$root" ] && [ "$(id -u)" -ne 0 ]; then
    echo "install.sh: run as root (sudo bash $0 ...)" >&2
    exit 1
fi

echo "Installing $bundle to $root/opt/kiosk"
rm -rf "$root/opt/kiosk"
mkdir -p "$root/opt"
cp -a "$bundle" "$root/opt/kiosk"
install -m755 "$here/kiosk-launch" "$root/opt/kiosk/kiosk-launch"
install -Dm644 "$here/kiosk.desktop" "$root/usr/share/applications/kiosk.desktop"

site="$root/etc/xdg/kiosk"
mkdir -p "$site/rulesets"
if [ ! -f "$site/settings.yaml" ]; then
    install -m644 "$here/settings.yaml" "$site/settings.yaml"
    echo "Site settings: $site/settings.yaml (edit the house ruleset and language there)"
fi

case "$autostart" in
    systemd)
        install -Dm644 "$here/kiosk-session.service" "$root/etc/systemd/user/kiosk-session.service"
        mkdir -p "$root/etc/systemd/user/graphical-session.target.wants"
        ln -sf ../kiosk-session.service \
            "$root/etc/systemd/user/graphical-session.target.wants/kiosk-session.service"
        echo "Autostart: systemd user unit kiosk-session (every user's graphical session)"
        ;;
    xsession)
        install -Dm755 "$here/kiosk-session" "$root/usr/local/bin/kiosk-session"
        install -Dm644 "$here/kiosk-xsession.desktop" "$root/usr/share/xsessions/kiosk.desktop"
        echo "Autostart: choose the 'kiosk' session at the login screen (or auto-login into it)"
        ;;
    none) ;;
esac

if [ -z "$root" ]; then
    # the system libraries the bundle needs (a bare Debian lacks libGL), from a checkout
    [ ! -f "$here/../sysdeps.sh" ] || bash "$here/../sysdeps.sh" libgl1 libegl1 fontconfig
    echo "Self-test:"
    /opt/kiosk/kiosk selftest
    if ! grep -q '^supervisor_pin:' "$site/settings.yaml" 2>/dev/null; then
        echo "Next: set the supervisor gate's code (kiosk mode will not start without it):"
        echo "    /opt/kiosk/kiosk records gate-code    # then put its line in $site/settings.yaml"
    fi
fi
