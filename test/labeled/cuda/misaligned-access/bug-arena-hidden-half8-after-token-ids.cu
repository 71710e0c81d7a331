// EXPECT: misaligned-access
// An inference runtime carves its per-step buffers out of one cudaMalloc
// arena: 1001 int32 token ids (4004 bytes), then the fp16 hidden state. The
// layout packs the sub-buffers back to back, so the hidden state starts at
// arena + 4004 (4 modulo 16), and the half8 (uint4) copy of it into the
// residual stream is misaligned in every thread.
#include <cstdint>

struct StepLayout {
  static constexpr size_t kTokens = 1001;
  static constexpr size_t kHidden = 4096;
  static constexpr size_t token_off = 0;
  static constexpr size_t hidden_off = token_off + kTokens * sizeof(int32_t);
};

__global__ void copy_hidden_to_residual(const uint8_t *arena, uint4 *residual) {
  const uint4 *hidden = reinterpret_cast<const uint4 *>(arena + StepLayout::hidden_off);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < (int)(StepLayout::kHidden / 8);
       i += gridDim.x * blockDim.x)
    residual[i] = hidden[i]; // BUG: arena + 4004 is 4 modulo 16
}
