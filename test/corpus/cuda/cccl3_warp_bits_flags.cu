// cccl3_warp_bits_flags.cu - ptxlint real-PTX corpus
//
// The CCCL 3 utility headers of CUDA 13 the other corpus files leave out,
// compiled with the code-generation flags no other file uses:
//   --extra-device-vectorization (wider vector loads and stores in loops),
//   -prec-div=false -prec-sqrt=false without -use_fast_math (div.approx /
//   div.full and sqrt.approx for float, IEEE double), -ftz=true with fmad on.
// Covers:
//   * <cuda/warp>: cuda::device::warp_shuffle_idx/up/down/xor over 8-, 32-,
//     64- and 96-bit types and sub-warp widths (shfl.sync with clamp/segment
//     masks and the predicate result)
//   * <cuda/bit>: cuda::bitmask, bit_reverse (brev), bitfield_insert /
//     bitfield_extract (bfi / bfe) on 8- to 64-bit unsigned types
//   * <cuda/cmath>: ceil_div, round_up, round_down, ilog2, ilog10
//   * <cuda/numeric>: overflow_cast
//   * <cuda/functional>: cuda::maximum / cuda::minimum reductions
//   * <cuda/work_stealing>: cuda::for_each_canceled_block (cluster launch
//     control on sm_100 and later, a plain call elsewhere)
//   * float division, reciprocal and square root under the precision flags,
//     and restrict-qualified loops the vectorizer widens
// corpus-nvcc-flags: --extra-device-vectorization -prec-div=false -prec-sqrt=false -ftz=true
#include <cuda/bit>
#include <cuda/cmath>
#include <cuda/functional>
#include <cuda/numeric>
#include <cuda/std/cstdint>
#include <cuda/warp>
#include <cuda/work_stealing>

#include "corpus_features.cuh"

struct Triple {
  float x, y, z;
};

// --------------------------------------------------------- warp shuffles --
__global__ void warp_shuffles(const float* in, const double* din, const Triple* tin,
                              float* out, double* dout, Triple* tout, int* flags) {
  unsigned lane = threadIdx.x & 31u;
  float v = in[threadIdx.x];
  double d = din[threadIdx.x];
  Triple t = tin[threadIdx.x];
  unsigned char c = static_cast<unsigned char>(threadIdx.x * 7u);

  auto a = cuda::device::warp_shuffle_idx(v, 0);
  auto b = cuda::device::warp_shuffle_up(v, 1);
  auto e = cuda::device::warp_shuffle_down<16>(v, 2);
  auto f = cuda::device::warp_shuffle_xor<8>(v, 4);
  auto g = cuda::device::warp_shuffle_idx(d, static_cast<int>(lane ^ 1u));
  auto h = cuda::device::warp_shuffle_down(t, 1);
  // A sub-warp mask: only its lanes may take part.
  unsigned char kc = c;
  if (lane < 16)
    kc = cuda::device::warp_shuffle_xor<4>(c, 1, 0x0000FFFFu).data;

  out[threadIdx.x] = a.data + b.data + e.data + f.data + static_cast<float>(kc);
  dout[threadIdx.x] = g.data;
  tout[threadIdx.x] = h.data;
  flags[threadIdx.x] = (b.pred ? 1 : 0) | (e.pred ? 2 : 0) | (h.pred ? 4 : 0);
}

// Tree reduction with cuda::maximum / cuda::minimum over shuffled values.
template <typename T, typename Op>
__device__ T warp_reduce(T v, Op op) {
  for (int off = 16; off > 0; off /= 2)
    v = op(v, cuda::device::warp_shuffle_xor(v, off).data);
  return v;
}

__global__ void warp_min_max(const int* in, const unsigned long long* uin, int* out,
                             unsigned long long* uout) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  unsigned long long u = uin[blockIdx.x * blockDim.x + threadIdx.x];
  int hi = warp_reduce(v, cuda::maximum<int>{});
  int lo = warp_reduce(v, cuda::minimum<int>{});
  unsigned long long um = warp_reduce(u, cuda::maximum<>{});
  if ((threadIdx.x & 31u) == 0) {
    out[2 * (threadIdx.x / 32)] = hi;
    out[2 * (threadIdx.x / 32) + 1] = lo;
    uout[threadIdx.x / 32] = um;
  }
}

// -------------------------------------------------------------- bit utils --
__global__ void bit_utils(const uint32_t* in32, const uint64_t* in64, const uint16_t* in16,
                          uint32_t* out32, uint64_t* out64, uint16_t* out16, int start,
                          int width) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t x = in32[i];
  uint64_t y = in64[i];
  uint16_t z = in16[i];
  uint8_t w = static_cast<uint8_t>(x);

  uint32_t m32 = cuda::bitmask<uint32_t>(start, width);
  uint64_t m64 = cuda::bitmask<uint64_t>(start, width);
  uint32_t r32 = cuda::bit_reverse(x);
  uint64_t r64 = cuda::bit_reverse(y);
  uint16_t r16 = cuda::bit_reverse(z);
  uint8_t r8 = cuda::bit_reverse(w);
  uint32_t ins = cuda::bitfield_insert(x, r32, start, width);
  uint64_t ins64 = cuda::bitfield_insert(y, r64, start & 31, width);
  uint32_t ext = cuda::bitfield_extract(x, start, width);
  uint64_t ext64 = cuda::bitfield_extract(y, 8, 24);

  out32[i] = (m32 ^ ins) + ext + r8;
  out64[i] = (m64 ^ ins64) + ext64;
  out16[i] = static_cast<uint16_t>(r16 ^ z);
}

// ------------------------------------------------------------- cmath / num --
__global__ void cmath_numeric(const int* in, const long long* lin, const unsigned* uin,
                              int* out, long long* lout, short* sout, int* overflowed) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int n = in[i];
  long long l = lin[i];
  unsigned u = uin[i] | 1u;

  int blocks = cuda::ceil_div(n, 128);
  long long up = cuda::round_up(l, 64ll);
  long long down = cuda::round_down(l, 48ll);
  int lg2 = cuda::ilog2(u);
  int lg10 = cuda::ilog10(u);
  auto narrow = cuda::overflow_cast<short>(n);
  auto unarrow = cuda::overflow_cast<unsigned char>(l);

  out[i] = blocks + lg2 * 100 + lg10;
  lout[i] = up - down + unarrow.value;
  sout[i] = narrow.value;
  overflowed[i] = (narrow.overflow ? 1 : 0) | (unarrow.overflow ? 2 : 0);
}

// ------------------------------------------------------ precision / loops --
__global__ void precision_flags(const float* __restrict__ a, const float* __restrict__ b,
                                float* __restrict__ q, float* __restrict__ r,
                                double* __restrict__ dq, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = a[i], y = b[i];
  q[i] = x / y + sqrtf(fabsf(x)) + 1.0f / y;
  r[i] = rsqrtf(fabsf(y) + 1.0f) + __fdividef(x, y + 2.0f) + sqrtf(x * x + y * y);
  double dx = x, dy = y;
  dq[i] = dx / dy + sqrt(fabs(dx));
}

// Loops over restrict pointers that --extra-device-vectorization widens.
__global__ void vector_loops(const float* __restrict__ in, float* __restrict__ out,
                             const int* __restrict__ iin, int* __restrict__ iout, int n,
                             float s) {
  int base = (blockIdx.x * blockDim.x + threadIdx.x) * 16;
  if (base + 16 > n) return;
#pragma unroll
  for (int k = 0; k < 16; ++k)
    out[base + k] = in[base + k] * s + 1.0f;
#pragma unroll
  for (int k = 0; k < 16; ++k)
    iout[base + k] = iin[base + k] + (iin[base + k] >> 3);
}

__global__ void saxpy_strided(const float* __restrict__ x, float* __restrict__ y, float a,
                              int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

// ------------------------------------------------------------ work stealing --
// cuda::for_each_canceled_block runs the body for this block and then for each
// block it cancels through cluster launch control (sm_100 and later).
__global__ void work_stealing_loop(const float* in, float* out, int tile) {
  cuda::for_each_canceled_block<1>([=](dim3 block) {
    int base = static_cast<int>(block.x) * tile;
    for (int k = threadIdx.x; k < tile; k += blockDim.x)
      out[base + k] = in[base + k] * 2.0f + 1.0f;
  });
}
