# SPDX-FileCopyrightText: 2026 The RateLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Linking was most of a cold build: every test program links the libraries whole, with their
# debug information (a UI test: 35 s with ld.bfd, 120 MB). gold links the same program in 25 s,
# and in 3 s when the test program leaves the debug information out (a failing check still
# names its file and line; the libraries and the two programs keep theirs).
option(RATELAB_TEST_DEBUG_INFO "Keep debug information in the test programs (slower links)" OFF)

# GCC's builds only: clang's sanitizer runtimes make gold warn once per symbol (the fuzz preset).
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  include(CheckLinkerFlag)
  check_linker_flag(CXX -fuse-ld=gold RATELAB_HAVE_GOLD)
  if(RATELAB_HAVE_GOLD)
    add_link_options(-fuse-ld=gold)
  endif()
endif()

# Called for each test program (ratelab_add_test).
function(ratelab_test_linking target)
  if(NOT RATELAB_TEST_DEBUG_INFO)
    target_link_options(${target} PRIVATE -Wl,--strip-debug)
  endif()
endfunction()
