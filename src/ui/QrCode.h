#pragma once

#include <QImage>
#include <QQuickPaintedItem>
#include <QString>
#include <vector>
#include <qqmlintegration.h>

namespace tabletop::ui {

// A QR code of `text` (couch mode: a phone seat's page address), drawn module by module from
// Debian's libqrencode, with the four-module quiet zone the standard asks for, black on white
// whatever the theme (phone cameras read dark on light best).
class QrCode : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY textChanged)
    // Modules per side without the quiet zone (21 for version 1, 4 more per version); 0 when
    // there is no text or it cannot be encoded.
    Q_PROPERTY(int modules READ modules NOTIFY textChanged)
public:
    // The symbol: `size` modules per side, row-major, true for a dark module.
    struct Matrix {
        int version = 0;
        int size = 0;
        std::vector<bool> dark;
        bool at(int x, int y) const { return dark[static_cast<std::size_t>(y * size + x)]; }
    };
    static constexpr int kQuietZone = 4;

    explicit QrCode(QQuickItem* parent = nullptr);

    QString text() const { return m_text; }
    void setText(const QString& text);
    int modules() const { return m_matrix.size; }

    // UTF-8 bytes, error correction level M, the smallest version that holds them. An empty
    // matrix (size 0) for empty text or text too long for any version.
    static Matrix encode(const QString& text);
    // The symbol with its quiet zone, `scale` pixels a module: (size + 8) * scale square.
    static QImage image(const Matrix& m, int scale);

    void paint(QPainter* painter) override;

signals:
    void textChanged();

private:
    QString m_text;
    Matrix m_matrix;
};

} // namespace tabletop::ui
