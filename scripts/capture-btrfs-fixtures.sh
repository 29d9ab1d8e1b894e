#!/usr/bin/env bash
# Records real btrfs-progs output for the parser tests in packages/server/src/storage/btrfs/fixtures.
# Run as root on a machine with btrfs and loop devices: scripts/capture-btrfs-fixtures.sh
#
# Builds one filesystem per pool profile on sparse images attached to loop devices, writes a little
# data, runs each command the engine parses and saves its output, first line a header with the exact
# command, its exit status and the btrfs-progs version. Two degraded cases follow: a member whose
# loop device shrinks to nothing while mounted, and a member missing at mount time (then replaced).
#
# It tears down exactly what it made, even on failure: its own mounts by path, then the loop devices
# backed by its own images. It never detaches a loop device it did not attach (no `losetup -D`).
set -euo pipefail

if [ "$(id -u)" -ne 0 ]; then
  echo "capture-btrfs-fixtures: must run as root (loop devices and mounts)" >&2
  exit 1
fi
for tool in mkfs.btrfs btrfs losetup truncate mount umount blkid findmnt; do
  command -v "$tool" >/dev/null || {
    echo "capture-btrfs-fixtures: $tool is missing" >&2
    exit 1
  }
done

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
fixtures="$repo/packages/server/src/storage/btrfs/fixtures"
work=$(mktemp -d "${TMPDIR:-/tmp}/coffer-btrfs-fixtures.XXXXXX")
# Fixtures are written here and replace the recorded ones only when every capture succeeded.
out="$work/fixtures"
progs=$(btrfs --version | head -n 1)
kernel=$(uname -r)

images=() # every image file this script created
mounts=() # every mount point this script mounted, in order
uuids=()  # every filesystem this script made (btrfs-progs keeps scrub records per filesystem)

cleanup() {
  local status=$? i image dev mount
  set +e
  # A failure can leave a balance, scrub or replace running in the background: stop it first.
  for mount in "${mounts[@]}"; do
    if mountpoint -q "$mount"; then
      btrfs scrub cancel "$mount" >/dev/null 2>&1
      btrfs balance cancel "$mount" >/dev/null 2>&1
      btrfs replace cancel "$mount" >/dev/null 2>&1
    fi
  done
  wait
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
    if mountpoint -q "${mounts[i]}"; then umount "${mounts[i]}" || umount -l "${mounts[i]}"; fi
  done
  # `losetup -j` lists the loop devices backed by one file: ours, and only ours.
  for image in "${images[@]}"; do
    for dev in $(losetup -j "$image" -n -O NAME 2>/dev/null); do
      btrfs device scan --forget "$dev" >/dev/null 2>&1
      losetup -d "$dev"
    done
  done
  for uuid in "${uuids[@]}"; do
    rm -f "/var/lib/btrfs/scrub.status.$uuid" "/var/lib/btrfs/scrub.progress.$uuid"
  done
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

# attach NAME SIZE: a sparse image under $work, attached; the device is left in $dev.
attach() {
  local image="$work/img/$1.img"
  mkdir -p "$work/img"
  truncate -s "$2" "$image"
  images+=("$image")
  dev=$(losetup --find --show "$image")
}

# mount_fs MOUNTPOINT DEVICE [OPTIONS]
mount_fs() {
  mkdir -p "$1"
  mounts+=("$1")
  mount ${3:+-o "$3"} "$2" "$1"
}

umount_fs() {
  umount "$1"
}

# capture FIXTURE COMMAND...: saves the command's output (stdout then stderr) under its header.
capture() {
  local name=$1 status=0 body
  shift
  body=$("$@" 2>&1) || status=$?
  {
    printf '# %s | exit %d | %s | kernel %s\n' "$*" "$status" "$progs" "$kernel"
    printf '%s\n' "$body"
  } >"$out/$name.txt"
  echo "  $name (exit $status)"
}

# record FIXTURE STATUS FILE COMMAND...: saves output a background command left in FILE.
record() {
  local name=$1 status=$2 file=$3
  shift 3
  {
    printf '# %s | exit %d | %s | kernel %s\n' "$*" "$status" "$progs" "$kernel"
    cat "$file"
  } >"$out/$name.txt"
  echo "  $name (exit $status)"
}

write_data() {
  dd if=/dev/urandom of="$1/$2" bs=1M count="$3" status=none
  sync
}

# make_pool NAME MKFS_ARGS... -- SIZES...: attaches one image per size and runs mkfs.btrfs; the
# devices are left in the array $devs.
make_pool() {
  local name=$1 i=0 size
  shift
  local args=()
  while [ "$1" != -- ]; do
    args+=("$1")
    shift
  done
  shift
  devs=()
  for size in "$@"; do
    attach "$name-$i" "$size"
    devs+=("$dev")
    i=$((i + 1))
  done
  mkfs.btrfs -q -f -L "$name" "${args[@]}" "${devs[@]}" >/dev/null
  uuids+=("$(blkid -p -s UUID -o value "${devs[0]}")")
}

# throttle MOUNTPOINT BYTES_PER_SECOND: caps scrub and replace reads on every member (0 lifts it),
# so their running states last long enough to be recorded.
throttle() {
  local uuid limit
  uuid=$(findmnt -n -o UUID "$1")
  for limit in /sys/fs/btrfs/"$uuid"/devinfo/*/scrub_speed_max; do echo "$2" >"$limit"; done
}

# wait_for PATTERN COMMAND...: runs the command until its output matches, for at most 20 s.
wait_for() {
  local pattern=$1 deadline=$((SECONDS + 20))
  shift
  local text
  while true; do
    # `balance status` exits 1 while a balance runs: read the output whatever the exit status.
    text=$("$@" 2>&1) || true
    grep -q -- "$pattern" <<<"$text" && return 0
    [ "$SECONDS" -lt "$deadline" ] || return 1
  done
}

mkdir -p "$out" "$fixtures"
echo "capturing into $fixtures"

two_g=$((2 * 1024 * 1024 * 1024))
three_g=$((3 * 1024 * 1024 * 1024))

# name, data profile, metadata profile, number of disks (each 2 GiB, `-b` the smallest).
profiles=(
  'basic single dup 1'
  'raid1-2 raid1 raid1 2'
  'raid1-3 raid1c3 raid1c3 3'
  'raid5 raid5 raid1 3'
  'raid6 raid6 raid1c3 4'
  'raid10 raid10 raid1 4'
)
for row in "${profiles[@]}"; do
  read -r name data meta count <<<"$row"
  sizes=()
  for ((i = 0; i < count; i++)); do sizes+=("$two_g"); done
  make_pool "$name" -d "$data" -m "$meta" -b "$two_g" -- "${sizes[@]}"
  mnt="$work/mnt/$name"
  mount_fs "$mnt" "${devs[0]}"
  write_data "$mnt" data.bin 192
  capture "fi-show-$name" btrfs filesystem show --raw "$mnt"
  capture "fi-usage-$name" btrfs filesystem usage -b "$mnt"
  capture "device-stats-$name" btrfs device stats "$mnt"
  capture "scrub-start-$name" btrfs scrub start -B "$mnt"
  capture "scrub-status-$name" btrfs scrub status --raw "$mnt"
  umount_fs "$mnt"
  if [ "$name" = basic ]; then capture dump-super-basic btrfs inspect-internal dump-super "${devs[0]}"; fi
done

# ZDR: raid1 across two disks of different sizes, without `-b`.
make_pool zdr -d raid1 -m raid1 -- "$two_g" "$three_g"
mnt="$work/mnt/zdr"
mount_fs "$mnt" "${devs[0]}"
write_data "$mnt" data.bin 192
capture fi-show-zdr btrfs filesystem show --raw "$mnt"
capture fi-usage-zdr btrfs filesystem usage -b "$mnt"
umount_fs "$mnt"

# Long operations on a raid1: idle, running and finished states of balance, scrub and replace.
make_pool ops -d raid1 -m raid1 -b "$three_g" -- "$three_g" "$three_g"
mnt="$work/mnt/ops"
mount_fs "$mnt" "${devs[0]}"
capture scrub-status-never btrfs scrub status --raw "$mnt"
write_data "$mnt" data.bin 1024
capture balance-status-idle btrfs balance status "$mnt"
capture replace-status-never btrfs replace status -1 "$mnt"
capture replace-cancel-idle btrfs replace cancel "$mnt"

btrfs balance start --full-balance "$mnt" >"$work/balance.out" 2>&1 &
job=$!
# Poll without pausing: a balance of this size takes a few seconds.
wait_for 'is running' btrfs balance status "$mnt"
capture balance-status-running btrfs balance status "$mnt"
capture balance-pause btrfs balance pause "$mnt"
status=0
wait "$job" || status=$?
record balance-start-paused "$status" "$work/balance.out" btrfs balance start --full-balance "$mnt"
capture balance-status-paused btrfs balance status "$mnt"
capture balance-resume btrfs balance resume "$mnt"
capture balance-start btrfs balance start --full-balance "$mnt"
capture balance-start-convert btrfs balance start -dconvert=single -mconvert=dup "$mnt"
capture fi-usage-converted btrfs filesystem usage -b "$mnt"
btrfs balance start -dconvert=raid1 -mconvert=raid1 "$mnt" >/dev/null

btrfs balance start --full-balance "$mnt" >"$work/balance.out" 2>&1 &
job=$!
wait_for 'is running' btrfs balance status "$mnt"
capture balance-cancel btrfs balance cancel "$mnt"
status=0
wait "$job" || status=$?
record balance-start-cancelled "$status" "$work/balance.out" btrfs balance start --full-balance "$mnt"
capture balance-cancel-idle btrfs balance cancel "$mnt"

# Scrub runs in the foreground (-B), as the engine runs it, with reads capped so it lasts.
throttle "$mnt" $((40 * 1024 * 1024))
btrfs scrub start -B "$mnt" >"$work/scrub.out" 2>&1 &
job=$!
wait_for 'Time left' btrfs scrub status --raw "$mnt"
capture scrub-status-starting btrfs scrub status --raw "$mnt"
# btrfs-progs publishes a running scrub's counters after a few seconds; let some progress show.
sleep 3
wait_for 'Status: *running' btrfs scrub status --raw "$mnt"
capture scrub-status-running btrfs scrub status --raw "$mnt"
capture scrub-status-running-counters btrfs scrub status -R "$mnt"
capture scrub-cancel btrfs scrub cancel "$mnt"
status=0
wait "$job" || status=$?
record scrub-start-cancelled "$status" "$work/scrub.out" btrfs scrub start -B "$mnt"
capture scrub-status-cancelled btrfs scrub status --raw "$mnt"
capture scrub-status-cancelled-counters btrfs scrub status -R "$mnt"
capture scrub-cancel-idle btrfs scrub cancel "$mnt"
throttle "$mnt" 0
capture scrub-resume btrfs scrub resume -B "$mnt"
capture scrub-status-resumed btrfs scrub status --raw "$mnt"

attach ops-target "$three_g"
target=$dev
throttle "$mnt" $((40 * 1024 * 1024))
btrfs replace start -B -f 2 "$target" "$mnt" >"$work/replace.out" 2>&1 &
job=$!
wait_for '[1-9]\.[0-9]% done' btrfs replace status -1 "$mnt"
capture replace-status-running btrfs replace status -1 "$mnt"
capture fi-show-replacing btrfs filesystem show --raw "$mnt"
capture replace-cancel btrfs replace cancel "$mnt"
status=0
wait "$job" || status=$?
record replace-start-cancelled "$status" "$work/replace.out" btrfs replace start -B -f 2 "$target" "$mnt"
capture replace-status-canceled btrfs replace status -1 "$mnt"
throttle "$mnt" 0
capture replace-start btrfs replace start -B -f 2 "$target" "$mnt"
capture replace-status-finished btrfs replace status -1 "$mnt"
capture fi-show-after-replace btrfs filesystem show --raw "$mnt"

attach ops-extra "$three_g"
capture device-add btrfs device add -f "$dev" "$mnt"
capture fi-show-after-add btrfs filesystem show --raw "$mnt"
capture fi-resize btrfs filesystem resize 3:1073741824 "$mnt"
capture fi-show-after-resize btrfs filesystem show --raw "$mnt"
capture device-remove btrfs device remove "$dev" "$mnt"
capture subvolume-snapshot btrfs subvolume snapshot -r "$mnt" "$mnt/snap"
umount_fs "$mnt"

# Degraded while mounted: a member's loop device shrinks to nothing under a mounted raid1.
make_pool degraded-io -d raid1 -m raid1 -b "$two_g" -- "$two_g" "$two_g"
mnt="$work/mnt/degraded-io"
mount_fs "$mnt" "${devs[0]}"
write_data "$mnt" before.bin 128
truncate -s 0 "$work/img/degraded-io-1.img"
losetup -c "${devs[1]}"
write_data "$mnt" after.bin 64 || true
capture fi-show-degraded-io btrfs filesystem show --raw "$mnt"
capture device-stats-degraded-io btrfs device stats "$mnt"
capture scrub-start-degraded-io btrfs scrub start -B "$mnt"
capture scrub-status-degraded-io btrfs scrub status --raw "$mnt"
capture scrub-status-degraded-io-counters btrfs scrub status -R "$mnt"
capture fi-usage-degraded-io btrfs filesystem usage -b "$mnt"
umount_fs "$mnt"

# Missing at mount time: a raid1 member gone, mounted degraded, then replaced by devid.
make_pool degraded-missing -d raid1 -m raid1 -b "$two_g" -- "$two_g" "$two_g"
missing_devs=("${devs[@]}")
mnt="$work/mnt/degraded-missing"
mount_fs "$mnt" "${missing_devs[0]}"
write_data "$mnt" data.bin 128
umount_fs "$mnt"
btrfs device scan --forget "${missing_devs[1]}" >/dev/null 2>&1 || true
losetup -d "${missing_devs[1]}"
capture fi-show-missing-unmounted btrfs filesystem show --raw "${missing_devs[0]}"
capture mount-missing-refused mount "${missing_devs[0]}" "$mnt"
mount_fs "$mnt" "${missing_devs[0]}" degraded
capture fi-show-missing btrfs filesystem show --raw "$mnt"
capture fi-usage-missing btrfs filesystem usage -b "$mnt"
capture device-stats-missing btrfs device stats "$mnt"
attach degraded-missing-target "$two_g"
capture replace-start-missing btrfs replace start -B -f 2 "$dev" "$mnt"
capture replace-status-missing-finished btrfs replace status -1 "$mnt"
capture fi-show-missing-replaced btrfs filesystem show --raw "$mnt"
umount_fs "$mnt"

rm -f "$fixtures"/*.txt
cp "$out"/*.txt "$fixtures"/
echo "done: $(find "$fixtures" -name '*.txt' | wc -l) fixtures"
