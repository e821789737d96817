#include "QrCode.h"

#include <QPainter>
#include <qrencode.h>

namespace tabletop::ui {

QrCode::QrCode(QQuickItem* parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(false);
}

void QrCode::setText(const QString& text)
{
    if (text == m_text)
        return;
    m_text = text;
    m_matrix = encode(text);
    emit textChanged();
    update();
}

QrCode::Matrix QrCode::encode(const QString& text)
{
    Matrix m;
    if (text.isEmpty())
        return m;
    const QByteArray bytes = text.toUtf8();
    // Byte mode with its length given, so a NUL or any UTF-8 goes through as it is.
    QRcode* code = QRcode_encodeData(static_cast<int>(bytes.size()), reinterpret_cast<const unsigned char*>(bytes.constData()),
                                     0, QR_ECLEVEL_M);
    if (!code)
        return m;
    m.version = code->version;
    m.size = code->width;
    m.dark.resize(static_cast<std::size_t>(code->width) * static_cast<std::size_t>(code->width));
    for (std::size_t i = 0; i < m.dark.size(); ++i)
        m.dark[i] = (code->data[i] & 1) != 0; // bit 0: dark; the other bits say what the module is for
    QRcode_free(code);
    return m;
}

QImage QrCode::image(const Matrix& m, int scale)
{
    if (m.size == 0 || scale < 1)
        return {};
    const int side = (m.size + 2 * kQuietZone) * scale;
    QImage img(side, side, QImage::Format_RGB32);
    img.fill(Qt::white);
    QPainter p(&img);
    for (int y = 0; y < m.size; ++y)
        for (int x = 0; x < m.size; ++x)
            if (m.at(x, y))
                p.fillRect((x + kQuietZone) * scale, (y + kQuietZone) * scale, scale, scale, Qt::black);
    return img;
}

void QrCode::paint(QPainter* painter)
{
    const int total = m_matrix.size + 2 * kQuietZone;
    const qreal side = std::min(width(), height());
    painter->fillRect(QRectF(0, 0, side, side), Qt::white);
    if (m_matrix.size == 0)
        return;
    // Whole pixels a module, so every module has the same size; the rest is more quiet zone.
    const int scale = std::max(1, static_cast<int>(side) / total);
    const qreal offset = (side - scale * total) / 2.0 + kQuietZone * scale;
    for (int y = 0; y < m_matrix.size; ++y)
        for (int x = 0; x < m_matrix.size; ++x)
            if (m_matrix.at(x, y))
                painter->fillRect(QRectF(offset + x * scale, offset + y * scale, scale, scale), Qt::black);
}

} // namespace tabletop::ui
