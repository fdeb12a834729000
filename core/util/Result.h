#pragma once

#include <QString>

#include <optional>
#include <utility>

namespace llmcap {

// A value or a one-line, user-readable error message.
template<typename T>
class Result
{
public:
    Result(T value)
        : m_value(std::move(value))
    {}
    static Result failure(QString message)
    {
        Result r;
        r.m_error = std::move(message);
        return r;
    }

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const QString &error() const { return m_error; }

    T &value() & { return *m_value; }
    const T &value() const & { return *m_value; }
    T &&value() && { return std::move(*m_value); }
    T *operator->() { return &*m_value; }
    const T *operator->() const { return &*m_value; }
    T &operator*() & { return *m_value; }
    const T &operator*() const & { return *m_value; }

private:
    Result() = default;
    std::optional<T> m_value;
    QString m_error;
};

// Success or a one-line error message.
class Status
{
public:
    Status() = default;
    static Status failure(QString message)
    {
        Status s;
        s.m_error = std::move(message);
        s.m_ok = false;
        return s;
    }
    bool ok() const { return m_ok; }
    explicit operator bool() const { return m_ok; }
    const QString &error() const { return m_error; }

private:
    bool m_ok = true;
    QString m_error;
};

} // namespace llmcap
