#pragma once

#include "HttpTestClient.h"
#include "SimFixture.h"

#include <QJsonArray>
#include <QTest>

#include <memory>

namespace simtest {

// Seed 0, as the simulated server's own default.
inline llmcap::SimServerOptions tinyOptions(double speed = 50.0)
{
    return SimFixture::options(speed, {}, 0);
}

inline std::unique_ptr<llmcap::SimServer> startServer(const llmcap::SimServerOptions &options)
{
    return SimFixture::start(options);
}

inline const char *kModel = "llmcap/tiny-0.5b";

// A chat request body: prompt of promptWords words, fixed output length unless told otherwise.
inline QByteArray chat(int promptWords, int maxTokens, bool stream, bool ignoreEos = true,
                       const QJsonObject &extra = {})
{
    QJsonObject o{{"model", kModel},
                  {"messages", QJsonArray{QJsonObject{{"role", "user"},
                                                      {"content", httptest::words(promptWords)}}}},
                  {"max_tokens", maxTokens},
                  {"stream", stream},
                  {"ignore_eos", ignoreEos}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        o.insert(it.key(), it.value());
    return httptest::toJson(o);
}

// Content-bearing events of a chat stream (role-only opening and usage-only chunks excluded).
inline int contentEvents(const QList<QByteArray> &events)
{
    int n = 0;
    for (const QByteArray &e : events) {
        const QJsonObject o = QJsonDocument::fromJson(e).object();
        const QJsonArray choices = o.value("choices").toArray();
        if (choices.isEmpty())
            continue;
        const QJsonObject c = choices.first().toObject();
        if (!c.value("delta").toObject().value("content").toString().isEmpty() ||
            !c.value("text").toString().isEmpty())
            ++n;
    }
    return n;
}

inline QJsonObject lastJsonEvent(const QList<QByteArray> &events)
{
    for (qsizetype i = events.size() - 1; i >= 0; --i) {
        const QJsonDocument d = QJsonDocument::fromJson(events.at(i));
        if (d.isObject())
            return d.object();
    }
    return {};
}

// The value of one sample line in Prometheus text ("name{labels} value"), -1 when absent.
inline double metric(const QByteArray &text, const QByteArray &nameAndLabelsPrefix)
{
    for (const QByteArray &line : text.split('\n'))
        if (line.startsWith(nameAndLabelsPrefix))
            return line.mid(line.lastIndexOf(' ') + 1).toDouble();
    return -1;
}

} // namespace simtest
