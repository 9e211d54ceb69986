// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// ratelab: the desktop lab for API rate limiting. See ui/LabApplication.h for the options.
#include "ui/shell/LabApplication.h"

int main(int argc, char* argv[])
{
    return ratelab::runLabApplication(argc, argv, QStringLiteral(RATELAB_SOURCE_DIR));
}
