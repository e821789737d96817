#include "LanProcess.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

LanProcess::LanProcess(const QString& label, const QStringList& args) : m_label(label)
{
    m_process.setProgram(QStringLiteral(TABLETOP_CLI));
    m_process.setArguments(args);
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
    m_process.start();
    m_started = m_process.waitForStarted(10000);
}

LanProcess::~LanProcess()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.kill();
        m_process.waitForFinished(5000);
    }
}

void LanProcess::read()
{
    m_buffer += m_process.readAllStandardOutput();
    qsizetype nl;
    while ((nl = m_buffer.indexOf('\n')) >= 0) {
        const QByteArray line = m_buffer.left(nl);
        m_buffer.remove(0, nl + 1);
        auto j = tabletop::core::Json::parse(line.toStdString(), nullptr, false);
        m_lines.push_back(j.is_discarded() ? tabletop::core::Json{{"unparsed", line.toStdString()}} : j);
    }
}

const std::vector<tabletop::core::Json>& LanProcess::lines()
{
    read();
    return m_lines;
}

std::vector<tabletop::core::Json> LanProcess::takeNew()
{
    read();
    std::vector<tabletop::core::Json> out(m_lines.begin() + static_cast<std::ptrdiff_t>(m_consumed), m_lines.end());
    m_consumed = m_lines.size();
    return out;
}

void LanProcess::write(const tabletop::core::Json& line)
{
    writeRaw(QByteArray::fromStdString(line.dump() + "\n"));
}

void LanProcess::writeRaw(const QByteArray& bytes)
{
    if (m_process.state() == QProcess::Running)
        m_process.write(bytes);
}

void LanProcess::kill()
{
    m_process.kill();
    m_process.waitForFinished(5000);
    read();
}

int LanProcess::waitExit(int timeoutMs)
{
    pumpUntil([this] { return m_process.state() == QProcess::NotRunning; }, timeoutMs);
    read();
    return m_process.state() == QProcess::NotRunning && m_process.exitStatus() == QProcess::NormalExit
               ? m_process.exitCode()
               : -1;
}

bool pumpUntil(const std::function<bool()>& pred, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    while (!pred()) {
        if (t.elapsed() > timeoutMs)
            return pred();
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        QThread::msleep(1);
    }
    return true;
}

tabletop::core::Json waitForLine(LanProcess& p, const std::function<bool(const tabletop::core::Json&)>& pred,
                                 int timeoutMs)
{
    tabletop::core::Json found;
    pumpUntil(
        [&] {
            for (const auto& l : p.lines())
                if (pred(l)) {
                    found = l;
                    return true;
                }
            return false;
        },
        timeoutMs);
    return found;
}
