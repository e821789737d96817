#include "CliProcess.h"

#include <QDeadlineTimer>
#include <QJsonDocument>

CliResult runCli(const QStringList& args, const QByteArray& input, int timeoutMs)
{
    QProcess p;
    p.start(QStringLiteral(TABLETOP_CLI), args);
    CliResult r;
    if (!p.waitForStarted(timeoutMs))
        return r;
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    r.finished = p.waitForFinished(timeoutMs);
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

CliSession::CliSession(const QStringList& args)
{
    m_process.start(QStringLiteral(TABLETOP_CLI), args);
    m_started = m_process.waitForStarted(10000);
}

CliSession::~CliSession()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.kill();
        m_process.waitForFinished(5000);
    }
}

QByteArray CliSession::readLine(int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (!m_process.canReadLine()) {
        if (deadline.hasExpired() || m_process.state() == QProcess::NotRunning)
            return {};
        m_process.waitForReadyRead(static_cast<int>(qMax<qint64>(1, deadline.remainingTime())));
    }
    QByteArray line = m_process.readLine();
    if (line.endsWith('\n'))
        line.chop(1);
    return line;
}

QByteArray CliSession::request(const QByteArray& line, int timeoutMs)
{
    m_process.write(line + '\n');
    return readLine(timeoutMs);
}

QJsonObject CliSession::requestJson(const QByteArray& line, int timeoutMs)
{
    return QJsonDocument::fromJson(request(line, timeoutMs)).object();
}

void CliSession::send(const QByteArray& line)
{
    m_process.write(line + '\n');
}

int CliSession::finish(int timeoutMs)
{
    m_process.closeWriteChannel();
    if (!m_process.waitForFinished(timeoutMs))
        return -1;
    return m_process.exitStatus() == QProcess::NormalExit ? m_process.exitCode() : -1;
}
