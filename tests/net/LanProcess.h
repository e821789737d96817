#pragma once

#include "core/Json.h"

#include <QProcess>
#include <QStringList>
#include <functional>
#include <vector>

// One tabletop-cli process (host or join) whose stdout is JSON lines, collected as they come.
class LanProcess {
public:
    LanProcess(const QString& label, const QStringList& args);
    ~LanProcess();
    LanProcess(const LanProcess&) = delete;

    QString label() const { return m_label; }
    bool started() const { return m_started; }
    // Lines parsed so far (reads whatever is available first).
    const std::vector<tabletop::core::Json>& lines();
    // Lines not yet consumed by takeNew().
    std::vector<tabletop::core::Json> takeNew();
    void write(const tabletop::core::Json& line);
    void writeRaw(const QByteArray& bytes);
    bool running() const { return m_process.state() != QProcess::NotRunning; }
    void kill();
    int waitExit(int timeoutMs);
    QByteArray stderrText() { return m_process.readAllStandardError(); }
    QProcess& process() { return m_process; }

private:
    void read();

    QString m_label;
    QProcess m_process;
    bool m_started = false;
    QByteArray m_buffer;
    std::vector<tabletop::core::Json> m_lines;
    std::size_t m_consumed = 0;
};

// Runs the event loop until pred() or the time-out; returns pred().
bool pumpUntil(const std::function<bool()>& pred, int timeoutMs);

// The first line of `p` matching pred (waiting up to timeoutMs), or null.
tabletop::core::Json waitForLine(LanProcess& p, const std::function<bool(const tabletop::core::Json&)>& pred,
                                 int timeoutMs);
