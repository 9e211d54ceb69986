// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Qt wants a per-user runtime folder (XDG_RUNTIME_DIR) before a GUI application starts. A desktop
// session provides one; a process without a session (root over ssh, CI, Xvfb) does not, and Qt
// then picks $TMPDIR/runtime-<user> itself but says so on stderr, where a newcomer reads it as
// an error. Call before constructing a QGuiApplication; it changes nothing when a session set
// the variable. Main thread, before any other thread starts.
namespace ratelab {

void provideRuntimeDir();

} // namespace ratelab
