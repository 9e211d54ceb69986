// ratelab-cli: run scenarios and replay traces headless (docs/cli.md).
#include "cli/CliApp.h"

int main(int argc, char** argv)
{
    return ratelab::CliApp::main(argc, argv);
}
