# SPDX-FileCopyrightText: 2026 The RateLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# One warning set for every RateLab target; RATELAB_WERROR turns it into errors (the presets do).
function(ratelab_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
                                           -Woverloaded-virtual -Wimplicit-fallthrough)
  if(RATELAB_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
