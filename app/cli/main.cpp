// ratelab-cli: run scenarios and replay traces headless (docs/cli.md).
#include "core/io/cli/CliApp.h"

int main(int argc, char** argv)
{
    return ratelab::CliApp::main(argc, argv);
}
