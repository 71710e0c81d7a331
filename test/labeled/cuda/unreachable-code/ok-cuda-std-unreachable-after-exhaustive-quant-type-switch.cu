// EXPECT: clean
// ARCHS: sm_80 sm_75 sm_90
// Dequantisation dispatch on an enum class of weight formats: the switch
// covers every enumerator and ends with cuda::std::unreachable(), which
// tells the compiler the fall-out path cannot happen. The compiler drops
// that path (no trap, no dead block is left behind in the PTX), and every
// case's code is reachable from the switch. Near miss of dead code after a
// switch.
#include <cuda/std/utility>
#include <cstdint>
enum class QType : int { Int8 = 0, Int4 = 1, Fp8E4M3 = 2 };
__device__ __forceinline__ float dequant(uint8_t q, int nib, QType t, float scale) {
  switch (t) {
  case QType::Int8:
    return (float)(int8_t)q * scale;
  case QType::Int4:
    return (float)((int)((q >> (4 * nib)) & 15) - 8) * scale;
  case QType::Fp8E4M3: {
    int e = (q >> 3) & 15, m = q & 7;
    float v = e ? ldexpf(1.f + m / 8.f, e - 7) : ldexpf(m / 8.f, -6);
    return (q & 0x80 ? -v : v) * scale;
  }
  }
  cuda::std::unreachable();
}
__global__ void dequant_rows(const uint8_t *__restrict__ q, const float *__restrict__ scale,
                             float *__restrict__ out, QType t, int cols) {
  const int row = blockIdx.x;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    out[(size_t)row * cols + c] =
        dequant(q[(size_t)row * cols + (t == QType::Int4 ? c / 2 : c)], c & 1, t, scale[row]);
}
