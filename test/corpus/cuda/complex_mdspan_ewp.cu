// complex_mdspan_ewp.cu - ptxlint real-PTX corpus
//
// libcu++ value types and views in code built with the flags no other
// corpus file combines: -ewp (extensible whole program: every namespace-scope
// object of the headers kept as a .global, internal names mangled with the
// file hash), NVVM at -O2 and --use_fast_math (the -G build drops -Xcicc -O2,
// which -G refuses; at -Xcicc -O1 with -lineinfo NVVM 13.0 writes .loc lines
// between a call's operands, which ptxas and ptxlint both refuse):
//   * cuda::std::complex<float>, <double>, <__half>, <__nv_bfloat16>:
//     arithmetic, exp/log/sqrt/pow/abs/arg/polar under fast math
//   * cuda::std::mdspan with layout_right / layout_left / layout_stride and
//     dynamic and static extents, cuda::std::span, submdspan-free slicing
//   * cuda::std::array, tuple, optional, variant, bit_cast, numeric
//     algorithms (accumulate, inner_product) in device code
//   * cuda::atomic_ref of float, double and 64-bit types with
//     fetch_min / fetch_max / compare_exchange (a 16-byte type is left out:
//     CUDA 13.0's libcu++ emits its b128 load with the operands swapped and
//     its b128 CAS names a missing member)
// corpus-nvcc-flags: -ewp -Xcicc -O2 --use_fast_math
// corpus-nvcc-flags-G: -ewp --use_fast_math
// corpus-quick-archs: sm_75 sm_88 sm_103f sm_120a
#include <cuda/atomic>
#include <cuda/std/array>
#include <cuda/std/bit>
#include <cuda/std/complex>
#include <cuda/std/cstdint>
#include <cuda/std/mdspan>
#include <cuda/std/numeric>
#include <cuda/std/optional>
#include <cuda/std/span>
#include <cuda/std/tuple>
#include <cuda/std/variant>
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include "corpus_features.cuh"

using cfloat = cuda::std::complex<float>;
using cdouble = cuda::std::complex<double>;

// ---------------------------------------------------------- complex math --
__global__ void complex_math(const cfloat *a, const cdouble *b, cfloat *out, cdouble *dout,
                             float *mag, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cfloat z = a[i];
  cfloat w = cuda::std::exp(z) * cuda::std::log(z + cfloat(1.f, 0.f)) / (z * z + cfloat(0.f, 1.f));
  w += cuda::std::pow(z, 2.5f) - cuda::std::sqrt(cuda::std::conj(z));
  out[i] = w;
  mag[i] = cuda::std::abs(w) + cuda::std::arg(z) + cuda::std::norm(z);
  cdouble d = b[i];
  cdouble e = cuda::std::polar(cuda::std::abs(d), cuda::std::arg(d) * 0.5);
  dout[i] = e * cuda::std::sin(d) + cuda::std::tanh(d) / (d + 1.0);
}

__global__ void complex_half(const __half2 *hz, const __nv_bfloat162 *bz, __half2 *hout,
                             __nv_bfloat162 *bout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cuda::std::complex<__half> h(__low2half(hz[i]), __high2half(hz[i]));
  cuda::std::complex<__half> h2 = h * h + h;
  hout[i] = __halves2half2(h2.real(), h2.imag());
  cuda::std::complex<__nv_bfloat16> b(__low2bfloat16(bz[i]), __high2bfloat16(bz[i]));
  cuda::std::complex<__nv_bfloat16> b2 = b * b - b;
  bout[i] = __halves2bfloat162(b2.real(), b2.imag());
}

// --------------------------------------------------------------- mdspan --
__global__ void mdspan_views(const float *in, float *out, int rows, int cols) {
  using dyn2 = cuda::std::dextents<int, 2>;
  cuda::std::mdspan<const float, dyn2, cuda::std::layout_right> A(in, rows, cols);
  cuda::std::mdspan<float, dyn2, cuda::std::layout_left> B(out, cols, rows);
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < rows && c < cols) B(c, r) = A(r, c) * 2.f;

  // A static 4x4 tile and a strided view of every other column.
  cuda::std::mdspan<const float, cuda::std::extents<int, 4, 4>> tile(in + 16 * blockIdx.x);
  cuda::std::array<int, 2> strides{cols, 2};
  cuda::std::layout_stride::mapping<dyn2> m(dyn2(rows, cols / 2), strides);
  cuda::std::mdspan<const float, dyn2, cuda::std::layout_stride> even(in, m);
  float s = 0.f;
  for (int k = 0; k < 4; ++k) s += tile(threadIdx.x & 3, k);
  if (r < rows && c < cols / 2) out[rows * cols + r * (cols / 2) + c] = even(r, c) + s;
}

// ---------------------------------------------------- value containers --
struct Sample {
  float v;
  int tag;
};

__device__ __noinline__ cuda::std::optional<Sample> pick(cuda::std::span<const Sample> s, int key) {
  for (const Sample &x : s)
    if (x.tag == key) return x;
  return cuda::std::nullopt;
}

__global__ void containers(const Sample *samples, int count, const int *keys, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cuda::std::span<const Sample> s(samples, count);
  auto found = pick(s, keys[i]);
  cuda::std::array<float, 4> acc{1.f, 2.f, 3.f, 4.f};
  float dot = cuda::std::inner_product(acc.begin(), acc.end(), acc.begin(), 0.f);
  float sum = cuda::std::accumulate(acc.begin(), acc.end(), found ? found->v : -1.f);
  cuda::std::variant<int, float> var;
  if (keys[i] & 1)
    var = keys[i];
  else
    var = sum;
  float vv = cuda::std::holds_alternative<int>(var) ? (float)cuda::std::get<int>(var)
                                                     : cuda::std::get<float>(var);
  auto tup = cuda::std::make_tuple(dot, sum, vv);
  unsigned bits = cuda::std::bit_cast<unsigned>(cuda::std::get<0>(tup));
  out[i] = cuda::std::get<1>(tup) + cuda::std::get<2>(tup) + (float)cuda::std::popcount(bits);
}

// ----------------------------------------------------------- atomic_ref --
__global__ void atomic_refs(float *f, double *d, long long *ll, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cuda::atomic_ref<float, cuda::thread_scope_device> af(f[0]);
  cuda::atomic_ref<double, cuda::thread_scope_block> ad(d[0]);
  cuda::atomic_ref<long long, cuda::thread_scope_system> al(ll[0]);
  float x = (float)i * 0.5f;
  af.fetch_max(x, cuda::std::memory_order_relaxed);
  af.fetch_min(-x, cuda::std::memory_order_release);
  ad.fetch_add((double)i, cuda::std::memory_order_acq_rel);
  al.fetch_max((long long)i - 7, cuda::std::memory_order_seq_cst);
  long long expect = al.load(cuda::std::memory_order_acquire);
  al.compare_exchange_strong(expect, expect + i, cuda::std::memory_order_acq_rel,
                             cuda::std::memory_order_relaxed);

  f[1 + i] = af.load() + (float)ad.load(cuda::std::memory_order_relaxed);
}
