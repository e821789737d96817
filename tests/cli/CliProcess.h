#pragma once

#include <QJsonObject>
#include <QProcess>
#include <QStringList>

// Runs tabletop-cli (path fixed at build time) once, or keeps it open for the JSON line protocol.
struct CliResult {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    bool finished = false;
};

CliResult runCli(const QStringList& args, const QByteArray& input = {}, int timeoutMs = 30000);

class CliSession {
public:
    explicit CliSession(const QStringList& args);
    ~CliSession();
    bool started() const { return m_started; }

    // Writes one line and returns the one reply line (empty on timeout).
    QByteArray request(const QByteArray& line, int timeoutMs = 10000);
    // Same, parsed; a reply that is not a JSON object yields an empty object.
    QJsonObject requestJson(const QByteArray& line, int timeoutMs = 10000);
    // Writes a line that must get no reply.
    void send(const QByteArray& line);
    // Closes stdin and waits for the exit code.
    int finish(int timeoutMs = 30000);
    QByteArray stderrText() { return m_process.readAllStandardError(); }

private:
    QByteArray readLine(int timeoutMs);

    QProcess m_process;
    bool m_started = false;
};
