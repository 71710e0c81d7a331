// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=32
// int4 GEMV whose weights are stored group by group: 64 bytes of packed
// nibbles (128 weights) followed by the group's half scale, a 66-byte record.
// Each lane reads its group's nibbles as four uint4: group 1 starts at byte
// 66, so every group but each 8th is misaligned for a 16-byte load.
#include <cuda_fp16.h>
struct __align__(2) Group {
  unsigned char q[64];
  __half scale;
};
__global__ void gemv_int4_groups_66(const Group *w, const float *x, float *y, int groups_per_row) {
  const int row = blockIdx.x, lane = threadIdx.x;
  float acc = 0.f;
  for (int gi = lane; gi < groups_per_row; gi += 32) {
    const Group &g = w[(size_t)row * groups_per_row + gi];
    const uint4 *q = reinterpret_cast<const uint4 *>(g.q);
    const float s = __half2float(g.scale);
    for (int c = 0; c < 4; ++c) {
      const uint4 u = q[c];
      const unsigned words[4] = {u.x, u.y, u.z, u.w};
      for (int k = 0; k < 4; ++k)
        for (int n = 0; n < 8; ++n)
          acc += s * (float)((int)((words[k] >> (4 * n)) & 15u) - 8) *
                 x[gi * 128 + c * 32 + k * 8 + n];
    }
  }
  for (int o = 16; o; o >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (lane == 0)
    y[row] = acc;
}
