// device_runtime_lambdas.cu - ptxlint real-PTX corpus
//
// Generic C++ device code as libraries write it, without inline PTX:
//   * printf with every argument kind (char, short, int, long long, unsigned,
//     float promoted to double, double, pointers, strings, %c/%x/%e/%g/%p),
//     assert with a message, __trap and __brkpt on error paths
//   * device malloc/free, memcpy/memset of run-time sizes, two alloca
//     blocks of run-time sizes
//   * lambdas: capture by value and reference, mutable, generic, recursive
//     through a function-object, lambdas stored in cuda::std::array and called
//     through a __noinline__ template, immediately invoked
//   * variadic templates folding over by-value structs of mixed sizes and
//     alignments (packed char/short members, double, float4, 16-byte aligned)
//     passed to __noinline__ functions, returning structs
//   * cuda::std::tuple, optional, variant with visit, array, span, pair,
//     numeric_limits, min/max/clamp
//   * clock, clock64, globaltimer (cuda::std::chrono::system_clock), __nanosleep
//     back-off loops, __activemask and __syncwarp
// corpus-quick-archs: sm_75 sm_90a sm_120a
#include <cstdio>
#include <cassert>
#include <cuda/std/array>
#include <cuda/std/tuple>
#include <cuda/std/optional>
#include <cuda/std/variant>
#include <cuda/std/span>
#include <cuda/std/utility>
#include <cuda/std/limits>
#include <cuda/std/__algorithm/clamp.h>
#include <cuda/std/__algorithm/min.h>
#include <cuda/std/__algorithm/max.h>
#include <cuda/std/chrono>

struct Small { char c; short s; };
struct Mixed { char c; double d; int i; };
struct __align__(16) Wide { float4 v; long long k; };
struct Packed { unsigned char b[3]; };

__device__ __noinline__ double weigh(const Small &s) { return s.c + s.s; }
__device__ __noinline__ double weigh(const Mixed &m) { return m.c + m.d * m.i; }
__device__ __noinline__ double weigh(Wide w) { return w.v.x + w.v.w + (double)w.k; }
__device__ __noinline__ double weigh(Packed p) { return p.b[0] + p.b[1] * p.b[2]; }
__device__ __noinline__ double weigh(double d) { return d * 0.5; }

template <typename... Ts>
__device__ __noinline__ Mixed fold_all(Ts... xs) {
  double t = (0.0 + ... + weigh(xs));
  Mixed m{(char)sizeof...(Ts), t, (int)t};
  return m;
}

template <typename F, typename... Args>
__device__ __noinline__ auto call_through(F f, Args... args) {
  return f(args...);
}

__global__ void variadic_structs(const Wide *w, const double *d, double *out,
                                 int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Small s{(char)i, (short)(i * 3)};
  Mixed m{(char)1, d[i], i};
  Packed p{{(unsigned char)i, 2, 3}};
  Mixed r1 = fold_all(s);
  Mixed r2 = fold_all(s, m, w[i]);
  Mixed r3 = fold_all(p, d[i], m, w[i], s, p);
  out[i] = r1.d + r2.d * r2.c + r3.d + r3.i;
}

__global__ void lambdas(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int base = in[i];
  int acc = 0;
  auto add = [&acc](int v) { acc += v; };
  auto scale = [base](auto v) { return v * base; };
  auto counter = [k = 0]() mutable { return ++k; };
  cuda::std::array<int (*)(int), 3> table{
      [](int v) { return v + 1; }, [](int v) { return v * 2; },
      [](int v) { return v ^ 0x55; }};
  for (int j = 0; j < (base & 7); ++j) {
    add(table[j % 3](j));
    counter();
  }
  acc += call_through(scale, i) + (int)call_through(scale, 1.5f);
  acc += call_through(table[base & 1], acc);
  acc += [&](int a, int b) { return a * b + acc; }(i, base);
  struct Fib {
    __device__ int operator()(int k) const { return k < 2 ? k : (*this)(k - 1) + (*this)(k - 2); }
  };
  acc += call_through(Fib{}, base & 15) + counter();
  out[i] = acc;
}

__global__ void std_types(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cuda::std::tuple<int, float, double> t{i, in[i], 2.0 * in[i]};
  auto [a, b, c] = t;
  cuda::std::optional<float> opt;
  if (in[i] > 0.f) opt = in[i];
  cuda::std::variant<int, float, double> v;
  if (i & 1) v = a; else if (i & 2) v = b; else v = c;
  float vv = cuda::std::visit([](auto x) { return (float)x; }, v);
  cuda::std::array<float, 8> arr{};
  for (int j = 0; j < 8; ++j) arr[j] = in[(i + j) % n];
  cuda::std::span<float> sp(arr.data(), 4 + (i & 3));
  float s = 0;
  for (float x : sp) s += x;
  auto pr = cuda::std::make_pair(cuda::std::min(a, n - a), cuda::std::max(b, 0.f));
  float lim = cuda::std::numeric_limits<float>::epsilon() +
              (float)cuda::std::numeric_limits<int>::max() * 0.f;
  out[i] = s + vv + opt.value_or(-1.f) + pr.first + pr.second + lim +
           cuda::std::clamp(b, -1.f, 1.f) + (float)cuda::std::get<2>(t);
}

__global__ void heap_and_stack(const int *sizes, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int m = sizes[i] & 255;
  int *buf = (int *)malloc(sizeof(int) * (m + 1));
  if (buf == nullptr) {
    printf("thread %d: malloc of %d ints failed\n", i, m + 1);
    __trap();
  }
  memset(buf, 0, sizeof(int) * (m + 1));
  int *tmp = (int *)alloca(sizeof(int) * (m + 1));
  for (int j = 0; j <= m; ++j) tmp[j] = j * i;
  memcpy(buf, tmp, sizeof(int) * (m + 1));
  double *aligned = (double *)alloca(sizeof(double) * (4 + (m & 3)));
  for (int j = 0; j < 4; ++j) aligned[j] = buf[j % (m + 1)] * 0.5;
  int s = 0;
  for (int j = 0; j <= m; ++j) s += buf[j];
  free(buf);
  assert(s >= 0 && "sum must not overflow");
  out[i] = s + (int)aligned[i & 3];
}

__global__ void printing(const char *name, const float *f, const double *d,
                         long long ll, unsigned long long ull, short sh,
                         unsigned char uc, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  printf("%s[%d]: f=%f e=%e g=%g d=%.17g\n", name, i, f[i], f[i], f[i], d[i]);
  printf("ll=%lld ull=%llu hex=%llx sh=%hd uc=%c p=%p\n", ll, ull, ull, sh, uc,
         (const void *)(f + i));
  if (f[i] < 0.f) {
    printf("negative at %u (block %u)\n", threadIdx.x, blockIdx.x);
    __brkpt();
  }
}

__global__ void timing(unsigned long long *spin, long long *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  auto t0 = cuda::std::chrono::system_clock::now();
  long long c0 = clock64();
  unsigned c32 = clock();
  unsigned ns = 8;
  while (atomicAdd(spin, 0ull) < (unsigned long long)i) {
    __nanosleep(ns);
    ns = ns < 1024 ? ns * 2 : ns;
  }
  unsigned mask = __activemask();
  __syncwarp(mask);
  auto t1 = cuda::std::chrono::system_clock::now();
  out[3 * i] = clock64() - c0;
  out[3 * i + 1] = (long long)(clock() - c32);
  out[3 * i + 2] =
      cuda::std::chrono::duration_cast<cuda::std::chrono::nanoseconds>(t1 - t0).count() + mask;
}
