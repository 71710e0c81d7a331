// EXPECT: clean
// Per-expert dequantisation scales are looked up in a small open-addressing
// table returning cuda::std::optional<float>. A missing expert is a fatal
// configuration error: inside braces, the kernel logs it and calls the
// noinline report_and_abort(), which traps. Code after the call in that
// branch would be dead, but nothing follows it there; the dequantisation
// after the `if` is reached whenever the scale was found.
#include <cstdio>
#include <cuda/std/optional>
__device__ __noinline__ void report_and_abort(int expert) {
  printf("moe_dequant: no scale for expert %d\n", expert);
  __trap();
}
__device__ cuda::std::optional<float> find_scale(const int *keys, const float *vals, int cap, int expert) {
  for (int p = 0, h = (expert * 0x9e3779b1u) & (cap - 1); p < cap; ++p, h = (h + 1) & (cap - 1)) {
    if (keys[h] == expert)
      return vals[h];
    if (keys[h] < 0)
      break;
  }
  return cuda::std::nullopt;
}
__global__ void moe_dequant(const signed char *__restrict__ q, const int *__restrict__ expert_of_row,
                            const int *__restrict__ keys, const float *__restrict__ vals, int cap,
                            float *__restrict__ out, int cols) {
  const int row = blockIdx.x;
  const int expert = expert_of_row[row];
  const cuda::std::optional<float> s = find_scale(keys, vals, cap, expert);
  if (!s.has_value()) {
    printf("row %d: expert %d has no scale\n", row, expert);
    report_and_abort(expert);
  }
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    out[(size_t)row * cols + c] = s.value_or(0.f) * q[(size_t)row * cols + c];
}
