#pragma once

#include <memory>
#include <type_traits>
#include <utility>

namespace tabletop::core {

// A non-owning reference to something callable (C++26's std::function_ref, which C++20 lacks):
// one pointer to the callable and one to a function that calls it, no allocation and no empty
// state. For visitors called once per string or card inside one call (the checks the random
// runner does after every action): the callable must outlive the call that takes the reference.
template <typename Signature>
class FunctionRef;

template <typename R, typename... Args>
class FunctionRef<R(Args...)> {
public:
    template <typename F, typename = std::enable_if_t<!std::is_same_v<std::decay_t<F>, FunctionRef> &&
                                                      std::is_invocable_r_v<R, F&, Args...>>>
    FunctionRef(F&& f) noexcept // NOLINT: converts like std::function does
        : m_object(const_cast<void*>(static_cast<const void*>(std::addressof(f)))),
          m_call([](void* object, Args... args) -> R {
              return (*static_cast<std::remove_reference_t<F>*>(object))(std::forward<Args>(args)...);
          })
    {
    }
    R operator()(Args... args) const { return m_call(m_object, std::forward<Args>(args)...); }

private:
    void* m_object;
    R (*m_call)(void*, Args...);
};

} // namespace tabletop::core
