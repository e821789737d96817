#pragma once

#include "LanProcess.h"

#include <QString>
#include <QTemporaryDir>
#include <functional>
#include <memory>
#include <random>

// A whole LAN game on loopback with separate processes: one `tabletop-cli host` and one
// `tabletop-cli join` per seat (plus spectators), driven by a seeded script that picks one of
// the legal actions each client is sent whenever that client's seat is prompted. Each client's
// nonce and each choice come from the script's seed (per seat and position), so a host seed
// and a script seed replay the same game.
class LanGame {
public:
    struct Client {
        std::unique_ptr<LanProcess> proc;
        QString name;
        bool spectator = false;
        QStringList args;
        int seat = -1;
        tabletop::core::Json state;
        int stateIndex = 0;
        int actedOn = -1;
        tabletop::core::Json verification;
        tabletop::core::Json reveal;
        std::vector<tabletop::core::Json> seen; // every line this client printed, across restarts
        int exitCode = -2;
        int refusals = 0; // this client's moves the host refused (a reaction window raced)
        // Why the client stopped as it did: its failed, disconnected, goodbye and verification
        // lines and its last state's action count, for a failure message.
        std::string exitStory() const;
    };

    LanGame(QString game, int seats, quint64 seed, quint64 scriptSeed);

    QString dir() const { return m_dir.path(); }
    int port() const { return m_port; }
    QString savePath() const { return m_dir.filePath(QStringLiteral("host-save.json")); }
    LanProcess& host() { return *m_host; }
    std::vector<Client>& clients() { return m_clients; }

    // Starts the host (port 0: a free one) and waits for it to listen. save: with --save (every
    // action then costs a durable write, fsync included, before it is acknowledged).
    bool startHost(const QStringList& extra = {}, bool save = true);
    // The same port and a save to resume from.
    bool restartHostFromSave();
    Client& addClient(const QString& name, bool spectator, bool record = false, const QStringList& extra = {});
    // Waits for the host's welcome (the client's seat known); seats go in the order clients are
    // welcomed, so a test that needs a name on a given seat adds the next client after this.
    bool waitWelcomed(Client& c, int timeoutMs = 10000);
    void killClient(Client& c);
    void restartClient(Client& c);

    // Drives the seated clients until every client has exited. onProgress is called when the
    // highest action count seen grows. Returns false on time-out.
    bool play(int timeoutMs, const std::function<void(LanGame&, int)>& onProgress = {});
    int highestActionCount() const { return m_highest; }
    QString failure() const { return m_failure; }

private:
    void readClient(Client& c);

    QTemporaryDir m_dir;
    QString m_game;
    int m_seats;
    quint64 m_seed;
    quint64 m_scriptSeed;
    std::unique_ptr<LanProcess> m_host;
    QStringList m_hostArgs;
    int m_port = 0;
    std::vector<Client> m_clients;
    int m_highest = 0;
    QString m_failure;
};
