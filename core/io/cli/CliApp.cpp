#include "core/io/cli/CliApp.h"

#include "core/io/cli/CliHelp.h"
#include "core/io/cli/InfoCommands.h"
#include "core/io/cli/LessonsCommand.h"
#include "core/io/cli/LiveCommand.h"
#include "core/io/cli/ReplayCommand.h"
#include "core/io/cli/RunCommand.h"

#include "core/io/scenario/NameSuggestion.h"

#include <unistd.h>

namespace ratelab {

int CliApp::run(const QStringList& args, const CliIo& io)
{
    if (args.isEmpty()) {
        io.error(CliHelp::tool());
        return kExitBadInput;
    }
    const QString command = args.front();
    const QStringList rest = args.mid(1);
    if (command == QLatin1String("--help") || command == QLatin1String("-h")) {
        io.print(CliHelp::tool());
        return kExitOk;
    }
    if (command == QLatin1String("--version")) {
        io.printLine(QStringLiteral("ratelab-cli 0.1.0"));
        return kExitOk;
    }
    if (command == QLatin1String("help")) {
        if (rest.isEmpty()) {
            io.print(CliHelp::tool());
            return kExitOk;
        }
        const QString help = CliHelp::command(rest.front());
        if (help.isEmpty()) {
            io.error(QStringLiteral("ratelab-cli help: no command \"%1\"").arg(rest.front()));
            return kExitBadInput;
        }
        io.print(help);
        return kExitOk;
    }
    if (command == QLatin1String("run"))
        return RunCommand::execute(rest, io);
    if (command == QLatin1String("replay"))
        return ReplayCommand::execute(rest, io);
    if (command == QLatin1String("live"))
        return LiveCommand::execute(rest, io);
    if (command == QLatin1String("validate"))
        return InfoCommands::validate(rest, io);
    if (command == QLatin1String("algorithms"))
        return InfoCommands::algorithms(rest, io);
    if (command == QLatin1String("fields"))
        return InfoCommands::fields(rest, io);
    if (command == QLatin1String("lessons"))
        return LessonsCommand::execute(rest, io);

    const QString suggestion = closestName(command, {QStringLiteral("run"), QStringLiteral("replay"),
                                                     QStringLiteral("live"), QStringLiteral("validate"), QStringLiteral("algorithms"),
                                                     QStringLiteral("fields"), QStringLiteral("help")});
    QString message = QStringLiteral("ratelab-cli: unknown command \"%1\"").arg(command);
    if (!suggestion.isEmpty())
        message += QStringLiteral(" (did you mean \"%1\"?)").arg(suggestion);
    io.error(message + QStringLiteral("; see ratelab-cli --help"));
    return kExitBadInput;
}

int CliApp::main(int argc, char** argv)
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args.append(QString::fromLocal8Bit(argv[i]));
    CliIo io;
    io.errIsTerminal = ::isatty(STDERR_FILENO) == 1;
    const int code = run(args, io);
    if (std::fflush(stdout) != 0 && code == kExitOk)
        return kExitRunFailed;
    return code;
}

} // namespace ratelab
