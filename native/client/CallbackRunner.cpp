//===- CallbackRunner.cpp - a model answering through a C function pointer ---===//
#include "mlbridge/ModelRunner.h"

namespace mlbridge {
namespace {

class CallbackRunner final : public ModelRunner {
public:
  CallbackRunner(std::vector<TensorSpec> In, TensorSpec Adv, mlb_callback_fn Fn, void *User)
      : ModelRunner(std::move(In), std::move(Adv)), Fn(Fn), User(User) {}

private:
  bool evaluateImpl(std::string &Err) override {
    if (!Fn) {
      Err = "callback runner: no callback set";
      return false;
    }
    Views.clear();
    Views.reserve(Inputs.size());
    for (size_t I = 0; I < Inputs.size(); ++I)
      Views.push_back(mlb_tensor{Inputs[I].Name.c_str(), static_cast<mlb_dtype>(Inputs[I].Type),
                                 Inputs[I].Shape.data(), Inputs[I].Shape.size(), Buffers[I].data(),
                                 Inputs[I].count()});
    char Message[512] = {0};
    int Status = Fn(User, Views.data(), Views.size(), static_cast<mlb_dtype>(Advice.Type), adviceBuffer(),
                    Advice.count(), Message, sizeof(Message) - 1);
    if (Status == 0)
      return true;
    Err = Message[0] ? Message : "callback runner: the callback failed (status " + std::to_string(Status) + ")";
    return false;
  }

  mlb_callback_fn Fn;
  void *User;
  std::vector<mlb_tensor> Views;
};

} // namespace

std::unique_ptr<ModelRunner> createCallbackRunner(std::vector<TensorSpec> Inputs, TensorSpec Advice,
                                                  mlb_callback_fn Fn, void *User) {
  return std::unique_ptr<ModelRunner>(new CallbackRunner(std::move(Inputs), std::move(Advice), Fn, User));
}

} // namespace mlbridge
