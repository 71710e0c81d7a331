// templates_params.cu - ptxlint real-PTX corpus
//
// Covers kernel signatures, entry directives and C++ features that shape
// the PTX symbol table:
//   * templates with many instantiations (types, non-type values, variadic
//     packs, template-template parameters, if constexpr, fold expressions),
//     giving long mangled names (_Z...IJ...EEvT_...)
//   * kernels in namespaces, nested namespaces, an anonymous namespace
//     (internal linkage), extern "C" kernels, kernels with no parameters
//   * __launch_bounds__(maxThreads), (maxThreads, minBlocks) and, on sm_90+,
//     (maxThreads, minBlocks, maxBlocksPerCluster) -> .maxntid /
//     .minnctapersm / .maxclusterrank; __maxnreg__ -> .maxnreg
//   * parameter kinds: bool/char/short/long long/double/__half/__nv_bfloat16,
//     vector types (float2, double2, int4, char3), enums, unions, bitfield
//     structs, empty structs, alignas(16/64) structs (.param .align N .b8
//     x[K]), a large 8 KiB struct (big .param space), __grid_constant__
//     const structs (address of the param taken), pointer params with
//     __restrict__ / const (.ptr .align), function pointer params
//   * device lambdas, functors, constexpr tables, static_assert
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include <cstdint>
#include <type_traits>
#include <utility>

#include "corpus_features.cuh"

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
#define LAUNCH_BOUNDS_CLUSTER(t, b, c) __launch_bounds__(t, b, c)
#else
#define LAUNCH_BOUNDS_CLUSTER(t, b, c) __launch_bounds__(t, b)
#endif

// ------------------------------------------------------------- templates --
template <typename T, int N>
__global__ void saxpy_unrolled(T a, const T* __restrict__ x, T* __restrict__ y, int n) {
  int base = (blockIdx.x * blockDim.x + threadIdx.x) * N;
#pragma unroll
  for (int k = 0; k < N; ++k)
    if (base + k < n) y[base + k] = a * x[base + k] + y[base + k];
}

template __global__ void saxpy_unrolled<float, 1>(float, const float*, float*, int);
template __global__ void saxpy_unrolled<float, 4>(float, const float*, float*, int);
template __global__ void saxpy_unrolled<double, 2>(double, const double*, double*, int);
template __global__ void saxpy_unrolled<int, 8>(int, const int*, int*, int);
template __global__ void saxpy_unrolled<long long, 3>(long long, const long long*, long long*, int);
template __global__ void saxpy_unrolled<__half, 2>(__half, const __half*, __half*, int);
template __global__ void saxpy_unrolled<__nv_bfloat16, 4>(__nv_bfloat16, const __nv_bfloat16*, __nv_bfloat16*, int);
template __global__ void saxpy_unrolled<unsigned char, 16>(unsigned char, const unsigned char*, unsigned char*, int);
template __global__ void saxpy_unrolled<short, 5>(short, const short*, short*, int);

// Variadic kernel: sum of all arguments (fold expression), any arithmetic types.
template <typename... Ts>
__global__ void sum_args(double* out, Ts... args) {
  static_assert(sizeof...(Ts) > 0, "need arguments");
  if (threadIdx.x == 0 && blockIdx.x == 0) out[0] = (0.0 + ... + static_cast<double>(args));
}
template __global__ void sum_args<int>(double*, int);
template __global__ void sum_args<float, double>(double*, float, double);
template __global__ void sum_args<char, short, int, long long, unsigned, float, double, bool>(
    double*, char, short, int, long long, unsigned, float, double, bool);

// Policy via template-template parameter and if constexpr.
template <typename T>
struct Plus {
  __device__ T operator()(T a, T b) const { return a + b; }
  __host__ __device__ static constexpr T identity() { return T(0); }
};
template <typename T>
struct Max {
  __device__ T operator()(T a, T b) const { return a > b ? a : b; }
  __host__ __device__ static constexpr T identity() {
    if constexpr (std::is_floating_point<T>::value)
      return T(-1e30);
    else
      return std::is_signed<T>::value ? T(-(T(1) << (8 * sizeof(T) - 2))) : T(0);
  }
};

template <template <typename> class Op, typename T, unsigned BLOCK>
__global__ void __launch_bounds__(BLOCK) block_reduce(const T* in, T* out, int n) {
  __shared__ T smem[BLOCK];
  Op<T> op;
  T v = Op<T>::identity();
  for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK) v = op(v, in[i]);
  smem[threadIdx.x] = v;
  __syncthreads();
#pragma unroll
  for (unsigned s = BLOCK / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) smem[threadIdx.x] = op(smem[threadIdx.x], smem[threadIdx.x + s]);
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    if constexpr (std::is_floating_point<T>::value)
      out[blockIdx.x] = smem[0] * T(1);
    else
      out[blockIdx.x] = smem[0];
  }
}
template __global__ void block_reduce<Plus, float, 256>(const float*, float*, int);
template __global__ void block_reduce<Plus, int, 128>(const int*, int*, int);
template __global__ void block_reduce<Max, int, 512>(const int*, int*, int);
template __global__ void block_reduce<Max, double, 64>(const double*, double*, int);
template __global__ void block_reduce<Plus, unsigned long long, 1024>(const unsigned long long*, unsigned long long*,
                                                                       int);

// Compile-time index sequences generating unrolled code.
template <int... Is>
__device__ int weighted_sum(const int* v, std::integer_sequence<int, Is...>) {
  return ((v[Is] * (Is + 1)) + ... + 0);
}
template <int N>
__global__ void weighted(const int* in, int* out) {
  out[blockIdx.x] = weighted_sum(in + blockIdx.x * N, std::make_integer_sequence<int, N>{});
}
template __global__ void weighted<4>(const int*, int*);
template __global__ void weighted<13>(const int*, int*);

// ---------------------------------------------------- namespaces & linkage --
namespace corpus {
namespace detail {
__global__ void nested_kernel(int* p) { p[threadIdx.x] += 1; }
}  // namespace detail
template <typename T>
__global__ void templated_in_namespace(T* p) {
  p[threadIdx.x] *= T(2);
}
template __global__ void templated_in_namespace<float>(float*);
}  // namespace corpus

namespace {
__global__ void anonymous_ns_kernel(int* p) { p[threadIdx.x] = (int)threadIdx.x; }
}  // namespace
// keep the anonymous-namespace kernel referenced (host side launch helper)
void launch_anonymous(int* p) { anonymous_ns_kernel<<<1, 32>>>(p); }

__device__ int g_no_params_calls;
extern "C" __global__ void no_params() {
  if (threadIdx.x == 0) atomicAdd(&g_no_params_calls, 1);
}

// --------------------------------------------------------- launch bounds --
extern "C" __global__ void __launch_bounds__(128) lb_max_threads(float* p) { p[threadIdx.x] *= 2.0f; }
__global__ void __launch_bounds__(256, 4) lb_min_blocks(float* p) { p[blockIdx.x * 256 + threadIdx.x] += 1.0f; }
__global__ void LAUNCH_BOUNDS_CLUSTER(512, 1, 8) lb_cluster(float* p) { p[blockIdx.x * 512 + threadIdx.x] -= 1.0f; }
__global__ void __maxnreg__(32) maxnreg_32(const float* in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] * in[i] + 1.0f;
}
template <int R>
__global__ void __maxnreg__(R) maxnreg_templ(double* p) {
  p[threadIdx.x] = p[threadIdx.x] * R;
}
template __global__ void maxnreg_templ<64>(double*);
template __global__ void maxnreg_templ<128>(double*);

// -------------------------------------------------------------- params ----
enum Color : unsigned char { Red = 1, Green = 2, Blue = 4 };
enum class Mode : long long { Fast = -1, Slow = 1LL << 40 };

union Bits {
  float f;
  unsigned u;
  unsigned char b[4];
};

struct Flags {
  unsigned a : 3;
  unsigned b : 5;
  signed c : 7;
  bool d : 1;
  unsigned long long e : 40;
};

struct Empty {};

struct alignas(16) Aligned16 {
  float x, y, z;
  int tag;
};

struct alignas(64) Aligned64 {
  double m[3];
  char name[9];
};

struct Mixed {
  char c;
  double d;
  short s;
  float f[3];
  int* ptr;
};

struct Big {
  float coeffs[2000];
  int count;
  double scale;
};  // 8 KiB+ of kernel parameters

__global__ void scalar_params(bool b, char c, signed char sc, unsigned char uc, short s, unsigned short us, int i,
                              unsigned u, long long ll, unsigned long long ull, float f, double d, __half h,
                              __nv_bfloat16 bf, double* out) {
  out[0] = b + c + sc + uc + s + us + i + u + (double)ll + (double)ull + f + d + __half2float(h) +
           __bfloat162float(bf);
}

__global__ void vector_params(float2 f2, double2 d2, int4 i4, char3 c3, uchar4 u4, short2 s2, longlong2 l2,
                              float4* out) {
  out[0] = make_float4(f2.x + (float)d2.y, (float)(i4.x + i4.w), (float)(c3.x + c3.z + u4.w), (float)(s2.y + l2.x));
}

__global__ void struct_params(Color color, Mode mode, Bits bits, Flags flags, Empty empty, Aligned16 a16,
                              Aligned64 a64, Mixed mixed, int* out) {
  (void)empty;
  out[0] = color + (int)(mode == Mode::Fast) + (int)bits.u + bits.b[3] + (int)flags.a + (int)flags.b + flags.c +
           flags.d + (int)flags.e + (int)a16.x + a16.tag + (int)a64.m[2] + a64.name[8] + mixed.c + (int)mixed.d +
           mixed.s + (int)mixed.f[2] + (mixed.ptr ? *mixed.ptr : 0);
}

// Large parameter block (needs CUDA 12.1+ and Volta+): polynomial evaluation.
__global__ void big_param(Big big, const float* x, float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float acc = 0.0f;
  int cnt = big.count < 2000 ? big.count : 2000;
  for (int k = cnt - 1; k >= 0; --k) acc = acc * x[i] + big.coeffs[k];
  y[i] = acc * (float)big.scale;
}

// __grid_constant__: the kernel may take the address of the parameter
// without a local copy (ld.param through a generic pointer / cvta.param).
struct Config {
  int dims[4];
  float weights[16];
  const float* table;
};

__device__ __noinline__ float use_config(const Config* c, int k) { return c->weights[k & 15] * c->table[k]; }

__global__ void grid_constant_param(const __grid_constant__ Config cfg, const __grid_constant__ Aligned64 a64,
                                    float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const Config* p = &cfg;  // address of a kernel parameter
  const int* dims = cfg.dims;
  out[i] = use_config(p, i) + (float)dims[i & 3] + (float)a64.m[i % 3] + (__isGridConstant(&cfg) ? 1.0f : 0.0f);
}

typedef float (*Transform)(float);
__device__ float tx_identity(float v) { return v; }
__device__ Transform d_tx_identity = tx_identity;

// Function pointer as a kernel parameter (value copied from d_tx_identity by the host).
__global__ void fnptr_param(Transform t, const float* __restrict__ in, float* __restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = t(in[i]);
}

// ---------------------------------------------------- lambdas and functors --
template <typename F>
__device__ void for_each_index(int n, F f) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) f(i);
}

struct Scale {
  float s;
  __device__ float operator()(float v) const { return v * s; }
};

__global__ void lambdas(const float* in, float* out, int n, float bias) {
  Scale sc{2.5f};
  auto affine = [=](float v) { return sc(v) + bias; };
  int calls = 0;
  for_each_index(n, [&](int i) {
    out[i] = affine(in[i]);
    ++calls;
  });
  constexpr int table[5] = {2, 3, 5, 7, 11};
  auto pick = [&table](int k) constexpr { return table[k % 5]; };
  if (n > 0 && threadIdx.x == 0) atomicAdd(reinterpret_cast<int*>(out + n), calls * pick(blockIdx.x));
}
